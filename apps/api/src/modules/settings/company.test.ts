import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '@vozka/domain';
import { files } from '../../db/schema/index.ts';
import { testLogo } from '../../adapters/pdf/test-support.ts';
import type { TestApp } from '../../test/test-app.ts';
import { multipartBody, SAMPLES } from '../files/test-support.ts';
import { usePeople, type Person } from '../pricing/test-support.ts';
import { readCompany, readCompanyLogo, readDocumentSupplier } from './company.ts';
import { insertFile } from '../files/files.repository.ts';

let t: TestApp;
const [call, admin, driver] = usePeople(['ADMIN', 'DRIVER'], (app) => (t = app));

const DETAILS = {
  name: 'Taxi Šumava s.r.o.',
  street: 'Náměstí Svobody 12',
  city: 'Český Krumlov',
  zipCode: '381 01',
  companyId: '27082440',
  taxId: 'cz27082440',
  vatPayer: true,
  bankAccount: '19-2000145399/0800',
  iban: 'CZ65 0800 0000 1920 0014 5399',
  swift: 'GIBACZPX',
  email: 'fakturace@taxi-sumava.cz',
  phone: '+420 380 123 456',
  web: '',
  registration: 'C 12345 vedená u Krajského soudu v Českých Budějovicích',
  invoiceNumberFormat: 'FV{YYYY}{NNNN}',
  dueDays: 21,
};

async function uploadLogo(who: Person, data: Buffer, name = 'logo.png') {
  const { payload, headers } = multipartBody({}, { name, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/company/logo',
    payload,
    headers: { ...headers, authorization: `Bearer ${who.token}` },
  });
}

const unownedLogos = () =>
  t.database.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.type, 'LOGO'), isNull(files.userId), isNull(files.vehicleId)));

describe('company details', () => {
  it('answers the defaults until saved, then what ADMIN saved (normalised); only ADMIN', async () => {
    expect((await call(admin, 'GET', '/api/settings/company')).json()).toEqual(DEFAULT_COMPANY);
    expect((await call(driver, 'GET', '/api/settings/company')).statusCode).toBe(403);
    expect((await call(driver, 'PUT', '/api/settings/company', DETAILS)).statusCode).toBe(403);

    const put = await call(admin, 'PUT', '/api/settings/company', DETAILS);
    expect(put.statusCode, put.body).toBe(200);
    const saved = {
      ...DETAILS,
      country: 'CZ',
      taxId: 'CZ27082440',
      iban: 'CZ6508000000192000145399',
      web: null,
      logoFileId: null,
    };
    expect(put.json()).toEqual(saved);
    expect((await call(admin, 'GET', '/api/settings/company')).json()).toEqual(saved);
    expect(await readCompany(t.database.db)).toEqual(saved);
  });

  it('answers 400 with a message per wrong field, in the asked language', async () => {
    const bad = await call(
      admin,
      'PUT',
      '/api/settings/company',
      { ...DETAILS, name: '', companyId: '123', iban: 'CZ6508000000192000145398', bankAccount: 'abc', dueDays: -1 },
      { 'accept-language': 'cs' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Povinný údaj',
      companyId: 'Zadejte IČO: 8 číslic.',
      iban: 'Zadejte platný IBAN, např. CZ65 0800 0000 1920 0014 5399.',
      bankAccount: 'Zadejte účet ve tvaru [předčíslí-]číslo/kód banky, např. 19-2000145399/0800.',
      dueDays: 'Zadejte celý počet dní od 0 do 365.',
    });
    const noTaxId = await call(admin, 'PUT', '/api/settings/company', { ...DETAILS, taxId: null }, { 'accept-language': 'en' });
    expect(noTaxId.json().fields).toEqual({ taxId: 'A VAT payer needs its VAT ID (DIČ).' });
    expect((await call(admin, 'PUT', '/api/settings/company', { ...DETAILS, taxId: null, vatPayer: false })).statusCode).toBe(200);
  });

  it('a logo: uploaded, saved by its id, fetched by everyone signed in, read for PDFs; the replaced one is deleted', async () => {
    expect((await call(driver, 'GET', '/api/settings/company/logo')).statusCode).toBe(404);
    expect(await readCompanyLogo(t.database.db)).toBeNull();

    const logo = testLogo();
    const first = await uploadLogo(admin, logo);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ type: 'LOGO', mimeType: 'image/png', size: logo.length, userId: null, vehicleId: null });
    // Uploaded, not yet saved: the company has no logo.
    expect((await call(driver, 'GET', '/api/settings/company/logo')).statusCode).toBe(404);

    expect((await call(admin, 'PUT', '/api/settings/company', { ...DETAILS, logoFileId: first.json().id })).statusCode).toBe(200);
    const image = await call(driver, 'GET', '/api/settings/company/logo');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(logo)).toBe(true);
    expect((await readCompanyLogo(t.database.db))?.equals(logo)).toBe(true);
    const supplier = await readDocumentSupplier(t.database.db);
    expect(supplier).toMatchObject({ name: DETAILS.name, logoFileId: first.json().id });
    expect(supplier.logo?.equals(logo)).toBe(true);

    // A second upload replaces the first when saved; an unsaved upload goes too.
    const second = (await uploadLogo(admin, SAMPLES.jpeg, 'logo.jpg')).json();
    const unsaved = (await uploadLogo(admin, logo)).json();
    expect((await call(admin, 'PUT', '/api/settings/company', { ...DETAILS, logoFileId: second.id })).json().logoFileId).toBe(second.id);
    expect((await unownedLogos()).map((f) => f.id)).toEqual([second.id]);
    expect(unsaved.id).not.toBe(second.id);

    // No logo: the file goes as well.
    expect((await call(admin, 'PUT', '/api/settings/company', { ...DETAILS, logoFileId: null })).json().logoFileId).toBeNull();
    expect(await unownedLogos()).toEqual([]);
    expect((await call(driver, 'GET', '/api/settings/company/logo')).statusCode).toBe(404);
  });

  it('refuses a logo that is no PNG or JPEG, too large, missing, or an id that is no uploaded logo', async () => {
    const webp = await uploadLogo(admin, SAMPLES.webp, 'logo.webp');
    expect(webp.statusCode).toBe(400);
    expect(webp.json()).toMatchObject({ code: 'LOGO_NOT_IMAGE', fields: { file: 'The logo must be a PNG or JPEG picture.' } });
    const big = await uploadLogo(admin, Buffer.concat([SAMPLES.png, Buffer.alloc(1024 * 1024)]));
    expect(big.json()).toMatchObject({ code: 'LOGO_TOO_LARGE', message: 'The logo is too large; at most 1 MB is allowed.' });
    const form = multipartBody({ note: 'no file' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/settings/company/logo',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(none.statusCode).toBe(400);
    expect((await uploadLogo(driver, testLogo())).statusCode).toBe(403);

    // A driver's own logo file is no company logo.
    const own = await insertFile(t.database.db, {
      userId: driver.id,
      type: 'LOGO',
      name: 'mine.png',
      mimeType: 'image/png',
      data: SAMPLES.png,
    });
    const put = await call(admin, 'PUT', '/api/settings/company', { ...DETAILS, logoFileId: own.id });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: 'LOGO_NOT_FOUND', fields: { logoFileId: 'Upload the logo again.' } });
    expect(await unownedLogos()).toEqual([]);
  });
});
