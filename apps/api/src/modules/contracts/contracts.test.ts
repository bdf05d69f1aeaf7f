import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '@vozka/domain';
import { rides, rideStops, settings, users } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { pdfText } from '../../adapters/pdf/test-support.ts';
import { startTestApp } from '../../test/test-app.ts';
import { writeSetting } from '../settings/settings.repository.ts';
import { contractConfig, DEMO_INTERMEDIARY } from './contract-config.ts';
import { createContractsService, formatCzk } from './contracts.service.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A seeded ride matching `where` (the demo seed has every kind). */
async function seededRide(where: ReturnType<typeof and>) {
  const [row] = await t.database.db.select().from(rides).where(where).orderBy(rides.id).limit(1);
  if (!row) throw new Error('the demo seed has no such ride');
  return row;
}
async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
const overview = (ident: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${ident}/overview${query}`, headers });

/** All six intermediary variables. */
const ENV_INTERMEDIARY = {
  CONTRACT_INTERMEDIARY_NAME: 'Taxi Brno a.s.',
  CONTRACT_INTERMEDIARY_ADDRESS: 'Masarykova 1, 602 00 Brno',
  CONTRACT_INTERMEDIARY_COMPANY_ID: '12345678',
  CONTRACT_INTERMEDIARY_VAT_ID: 'CZ12345678',
  CONTRACT_INTERMEDIARY_PHONE: '+420 541 000 000',
  CONTRACT_INTERMEDIARY_EMAIL: 'info@taxibrno.cz',
};

describe('GET /api/orders/:secretIdent/overview', () => {
  it('answers the contract data of a seeded ride with the driver as carrier', async () => {
    const david = await userId('driver@demo.vozka.cz');
    const ride = await seededRide(and(eq(rides.status, 'DONE'), eq(rides.driverId, david), isNotNull(rides.clientPrice)));
    const res = await overview(ride.secretIdent, '?lang=cs');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    const stops = await t.database.db.select().from(rideStops).where(eq(rideStops.rideId, ride.id)).orderBy(rideStops.position);
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, ride.customerId!));
    const [passenger] = await t.database.db.select().from(users).where(eq(users.id, ride.passengerId!));
    expect(body).toEqual({
      customer: {
        name: customer!.name,
        dateOfBirth: customer!.dateOfBirth,
        address: expect.stringContaining(customer!.city!),
        companyId: customer!.companyId,
        companyName: customer!.companyName,
      },
      passenger: { name: passenger!.name, dateOfBirth: passenger!.dateOfBirth, phone: passenger!.phone, email: passenger!.email },
      ride: {
        id: ride.id,
        date: ride.date.toISOString(),
        route: stops.map((s) => s.address),
        persons: ride.persons,
        onThePlaceTime: ride.onThePlaceTime!.toISOString(),
        doneTime: ride.doneTime!.toISOString(),
        price: ride.clientPrice! / 100,
        priceLabel: formatCzk(ride.clientPrice!, 'cs'),
        paymentMethod: ride.paymentType,
      },
      carrier: {
        name: 'David Řidič',
        address: 'Kodaňská 1441/46, 101 00 Praha 10',
        phone: '+420 601 000 003',
        company: 'Flotila Praha s.r.o.',
        companyId: '12345678',
      },
      vehicle: { brand: 'Mercedes-Benz', model: 'V-Class', color: 'BLACK', registrationPlate: '1AZ4821' },
      intermediary: DEMO_INTERMEDIARY,
    });
    expect(body.ride.route.length).toBeGreaterThanOrEqual(2);
    expect(body.ride.route[0]).toMatch(/Praha|Letiště|Hotel/);
  });

  it('says "according to the price list" for an unpriced ride, in the asked language', async () => {
    const ride = await seededRide(and(eq(rides.status, 'NEW'), isNull(rides.clientPrice)));
    const cs = (await overview(ride.secretIdent, '', { 'accept-language': 'cs-CZ' })).json();
    expect(cs.ride).toMatchObject({ price: null, priceLabel: 'podle ceníku' });
    const en = (await overview(ride.secretIdent, '?lang=EN', { 'accept-language': 'cs-CZ' })).json();
    expect(en.ride).toMatchObject({ price: null, priceLabel: 'according to the price list' });
  });

  it('leaves the carrier and vehicle out of a ride no driver has taken yet', async () => {
    const ride = await seededRide(eq(rides.status, 'FREE'));
    const body = (await overview(ride.secretIdent)).json();
    expect(body.carrier).toBeNull();
    expect(body.vehicle).toBeNull();
    expect(body.customer).not.toBeNull();
  });

  it('answers 404 NO_DRIVE_DATA for an unknown ident and for a deleted ride', async () => {
    const unknown = await overview('no-such-ride');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NO_DRIVE_DATA', message: 'No drive data found.' });
    expect((await overview('x'.repeat(80), '?lang=cs')).json()).toEqual({
      code: 'NO_DRIVE_DATA',
      message: 'Nenalezena žádná data o jízdě.',
    });
    const deleted = await seededRide(eq(rides.status, 'DELETED'));
    const res = await overview(deleted.secretIdent);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NO_DRIVE_DATA');
  });

  it('shows 0 Kč and invoice with the fixed display setting on', async () => {
    const ride = await seededRide(and(eq(rides.status, 'DONE'), eq(rides.paymentType, 'CARD')));
    const fixed = createContractsService(t, { ...contractConfig({}), fixedDisplay: true });
    expect((await fixed.overview(ride.secretIdent, 'cs')).ride).toMatchObject({ price: 0, priceLabel: '0 Kč', paymentMethod: 'INVOICE' });
    const normal = createContractsService(t, contractConfig({}));
    expect((await normal.overview(ride.secretIdent, 'cs')).ride).toMatchObject({ price: ride.clientPrice! / 100, paymentMethod: 'CARD' });
  });

  it('reads CONTRACT_FIXED_DISPLAY (off by default) and refuses a bad value', () => {
    expect(contractConfig({}).fixedDisplay).toBe(false);
    expect(contractConfig({ CONTRACT_FIXED_DISPLAY: '0' }).fixedDisplay).toBe(false);
    expect(contractConfig({ CONTRACT_FIXED_DISPLAY: '1' }).fixedDisplay).toBe(true);
    expect(contractConfig({ CONTRACT_FIXED_DISPLAY: 'true' }).fixedDisplay).toBe(true);
    expect(() => contractConfig({ CONTRACT_FIXED_DISPLAY: 'yes' })).toThrow(/CONTRACT_FIXED_DISPLAY/);
  });

  it('takes the intermediary from CONTRACT_INTERMEDIARY_* (the demo details when none is set) onto the contract', async () => {
    const env = { ...ENV_INTERMEDIARY, CONTRACT_INTERMEDIARY_NAME: ' Taxi Brno a.s. ' };
    const expected = {
      name: 'Taxi Brno a.s.',
      address: 'Masarykova 1, 602 00 Brno',
      companyId: '12345678',
      vatId: 'CZ12345678',
      phone: '+420 541 000 000',
      email: 'info@taxibrno.cz',
    };
    expect(contractConfig(env).intermediary).toEqual(expected);
    expect(contractConfig({}).intermediary).toEqual(DEMO_INTERMEDIARY);
    expect(contractConfig({ CONTRACT_INTERMEDIARY_NAME: '  ', CONTRACT_INTERMEDIARY_EMAIL: '' }).intermediary).toEqual(DEMO_INTERMEDIARY);
    const ride = await seededRide(eq(rides.status, 'DONE'));
    const service = createContractsService(t, contractConfig(env));
    expect((await service.overview(ride.secretIdent, 'cs')).intermediary).toEqual(expected);
  });

  it('without the variables, the saved company details are the intermediary (decision 0032); the variables win', async () => {
    const ride = await seededRide(eq(rides.status, 'DONE'));
    const company = {
      ...DEFAULT_COMPANY,
      name: 'Taxi Šumava s.r.o.',
      taxId: null,
      vatPayer: false,
      phone: '+420 380 123 456',
      email: null,
    };
    await writeSetting(t.database.db, 'company', company, await userId('admin@demo.vozka.cz'));
    try {
      const fromCompany = await createContractsService(t, contractConfig({})).overview(ride.secretIdent, 'cs');
      expect(fromCompany.intermediary).toEqual({
        name: 'Taxi Šumava s.r.o.',
        address: 'Václavské náměstí 1, 110 00 Praha 1',
        companyId: DEFAULT_COMPANY.companyId,
        vatId: '',
        phone: '+420 380 123 456',
        email: '',
      });
      const pdf = pdfText((await createContractsService(t, contractConfig({})).pdf(ride.secretIdent, 'cs')).bytes);
      if (pdf !== null) expect(pdf).toContain('Taxi Šumava s.r.o.');
      const env = { CONTRACT_INTERMEDIARY_NAME: 'Taxi Brno a.s.', CONTRACT_INTERMEDIARY_ADDRESS: 'Masarykova 1, 602 00 Brno' };
      const fromEnv = await createContractsService(t, contractConfig({ ...ENV_INTERMEDIARY, ...env })).overview(ride.secretIdent, 'cs');
      expect(fromEnv.intermediary.name).toBe('Taxi Brno a.s.');
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'company'));
    }
  });

  it('refuses to start with some intermediary details missing or in a wrong format, naming each', () => {
    expect(() => contractConfig({ CONTRACT_INTERMEDIARY_NAME: 'Jen Jméno s.r.o.' })).toThrow(
      /CONTRACT_INTERMEDIARY_ADDRESS: missing[\s\S]*CONTRACT_INTERMEDIARY_EMAIL: missing/,
    );
    const bad = {
      CONTRACT_INTERMEDIARY_NAME: 'x'.repeat(201),
      CONTRACT_INTERMEDIARY_ADDRESS: 'Masarykova 1, Brno',
      CONTRACT_INTERMEDIARY_COMPANY_ID: '1234',
      CONTRACT_INTERMEDIARY_VAT_ID: '12345678',
      CONTRACT_INTERMEDIARY_PHONE: 'call us',
      CONTRACT_INTERMEDIARY_EMAIL: 'info@',
      CONTRACT_FIXED_DISPLAY: 'yes',
    };
    let message = '';
    try {
      contractConfig(bad);
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['CONTRACT_FIXED_DISPLAY', 'NAME', 'COMPANY_ID', 'VAT_ID', 'PHONE', 'EMAIL']) expect(message).toContain(name);
    expect(message).not.toContain('CONTRACT_INTERMEDIARY_ADDRESS');
  });

  it('formats prices the Czech and the English way', () => {
    expect(formatCzk(125_000, 'cs')).toBe('1 250 Kč');
    expect(formatCzk(125_050, 'cs')).toBe('1 250,50 Kč');
    expect(formatCzk(125_050, 'en')).toBe('1,250.50 Kč');
  });
});

describe('GET /api/orders/:secretIdent/overview.pdf', () => {
  it('answers a PDF with Czech text by default and English on ?lang=en', async () => {
    const david = await userId('driver@demo.vozka.cz');
    const ride = await seededRide(and(eq(rides.status, 'DONE'), eq(rides.driverId, david)));
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${ride.secretIdent}/overview.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="smlouva-${ride.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The fonts are embedded as subsets: a contract stays small.
    expect(res.rawPayload.length).toBeLessThan(150_000);

    const cs = pdfText(res.rawPayload);
    if (cs === null) {
      console.warn('pdftotext (poppler-utils) is missing: the PDF text is not checked');
      return;
    }
    for (const text of [
      'Smlouva o přepravě osob',
      'DOPRAVCE',
      'ZPROSTŘEDKOVATEL',
      'Jméno a příjmení',
      'David Řidič',
      'Flotila Praha s.r.o.',
      'Mercedes-Benz',
      'Letiště Václava Havla Praha',
      DEMO_INTERMEDIARY.name,
    ]) {
      expect(cs).toContain(text);
    }
    const pickUp = new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Prague' }).format(ride.date);
    expect(cs).toContain(pickUp);

    const en = pdfText((await t.app.inject({ method: 'GET', url: `/api/orders/${ride.secretIdent}/overview.pdf?lang=en` })).rawPayload)!;
    for (const text of ['Contract for the carriage of passengers', 'CARRIER', 'Registration plate', 'David Řidič'])
      expect(en).toContain(text);
  });

  it('answers 404 NO_DRIVE_DATA in Czech for an unknown ident', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/unknown/overview.pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NO_DRIVE_DATA', message: 'Nenalezena žádná data o jízdě.' });
  });
});

describe('rate limit', () => {
  it('allows one IP 120 contract calls a minute', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/api/orders/unknown/overview', remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 120; i++) expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not affected.
    expect((await overview('unknown')).statusCode).toBe(404);
  });
});
