import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { FILE_MAX_BYTES } from '@vozka/domain';
import { fileChunks, files, uploadChunks, vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { FILE_CHUNK_BYTES } from './files.repository.ts';
import { multipartBody, SAMPLES, type MultipartFile } from './test-support.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
type Who = 'admin' | 'fm' | 'driver' | 'driver2' | 'otherFm' | 'otherDriver' | 'customer';
const people = {} as Record<Who, { id: number; token: string }>;
let vehicleId: number;

useTestApp(async (app) => {
  t = app;
  const make = async (who: Who, overrides: Parameters<typeof buildUser>[1]) => {
    const row = await buildUser(t.database, overrides);
    people[who] = { id: row.id, token: await login(t.app, row.email!) };
  };
  await make('admin', { role: 'ADMIN' });
  await make('fm', { role: 'FLEET_MANAGER' });
  await make('otherFm', { role: 'FLEET_MANAGER' });
  await make('driver', { role: 'DRIVER', fleetManagerId: people.fm.id });
  await make('driver2', { role: 'DRIVER', fleetManagerId: people.fm.id });
  await make('otherDriver', { role: 'DRIVER', fleetManagerId: people.otherFm.id });
  await make('customer', { role: 'CUSTOMER' });
  const [v] = await t.database.db
    .insert(vehicles)
    .values({ brand: 'Skoda', model: 'Superb', registrationPlate: '1FILE01', fleetManagerId: people.fm.id })
    .returning({ id: vehicles.id });
  vehicleId = v!.id;
  await t.database.db.insert(vehicleDrivers).values({ vehicleId, driverId: people.driver.id });
});

const auth = (who: Who) => ({ authorization: `Bearer ${people[who].token}` });

function upload(who: Who, fields: Record<string, string | number>, file?: MultipartFile) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/files', headers: { ...auth(who), ...headers }, payload });
}
function call(who: Who, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: auth(who), ...(payload ? { payload } : {}) });
}
async function storedCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return row!.n;
}
async function chunkCount(fileId?: number): Promise<number> {
  const query = t.database.db.select({ n: count() }).from(fileChunks);
  const [row] = await (fileId === undefined ? query : query.where(eq(fileChunks.fileId, fileId)));
  return row!.n;
}
/** Bytes of uploads still arriving or refused: none may be left once an upload has been answered. */
async function stagedCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(uploadChunks);
  return row!.n;
}
async function uploaded(who: Who, fields: Record<string, string | number>, file: MultipartFile) {
  const res = await upload(who, fields, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('upload and download', () => {
  it.each([
    ['png', 'PHOTO_FACE', 'image/png', 'face.png', 'face.png'],
    ['jpeg', 'PHOTO_SUIT', 'image/jpeg', 'suit.JPG', 'suit.JPG'],
    ['webp', 'PHOTO', 'image/webp', 'me.webp', 'me.webp'],
    ['pdf', 'CONTRACT', 'application/pdf', 'řidičský průkaz.pdf', 'řidičský průkaz.pdf'],
    // The name's extension follows the bytes, so a saved download never opens as something else.
    ['png', 'LOGO', 'image/png', 'logo.html', 'logo.html.png'],
  ] as const)('%s as %s is sniffed as %s and comes back byte-identical', async (sample, type, mime, name, storedName) => {
    const data = SAMPLES[sample];
    // The client's claimed type is a lie on purpose: only the bytes count.
    const file = await uploaded(
      'driver',
      { type, userId: people.driver.id, validUntil: '2027-05-01' },
      { name, data, contentType: 'text/plain' },
    );
    expect(file).toEqual({
      id: expect.any(Number),
      type,
      name: storedName,
      mimeType: mime,
      size: data.length,
      validUntil: '2027-05-01',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      userId: people.driver.id,
      vehicleId: null,
    });
    const res = await call('driver', 'GET', `/api/file/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
  });

  it('a file of 2.5 chunks is stored as 3 chunk rows and comes back byte-identical, with its full Content-Length', async () => {
    // 2.5 chunks of random bytes (a PDF header first), so every chunk boundary cuts real content.
    const data = Buffer.concat([SAMPLES.pdf, randomBytes(Math.floor(FILE_CHUNK_BYTES * 2.5) - SAMPLES.pdf.length)]);
    const file = await uploaded('driver', { type: 'CONCESSION', userId: people.driver.id }, { name: 'scan.pdf', data });
    expect(file.size).toBe(data.length);
    const chunks = await t.database.db
      .select({ seq: fileChunks.seq, data: fileChunks.data })
      .from(fileChunks)
      .where(eq(fileChunks.fileId, file.id))
      .orderBy(fileChunks.seq);
    expect(chunks.map((c) => [c.seq, c.data.length])).toEqual([
      [0, FILE_CHUNK_BYTES],
      [1, FILE_CHUNK_BYTES],
      [2, FILE_CHUNK_BYTES / 2],
    ]);
    const res = await call('driver', 'GET', `/api/file/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(sha256(res.rawPayload)).toBe(sha256(data));
    await call('driver', 'DELETE', `/api/file/${file.id}`);
  });

  it('stages a slow upload chunk by chunk outside any transaction: other requests go on meanwhile', async () => {
    const data = Buffer.alloc(3 * FILE_CHUNK_BYTES, 0x20);
    SAMPLES.pdf.copy(data);
    const { payload, headers } = multipartBody({ type: 'CONTRACT', userId: people.driver2.id }, { name: 'slow.pdf', data });
    const body = new PassThrough();
    const answer = t.app.inject({ method: 'POST', url: '/api/files', headers: { ...auth('admin'), ...headers }, payload: body });
    // The first two chunks' worth arrives, then the client stalls.
    body.write(payload.subarray(0, 2 * FILE_CHUNK_BYTES + 1000));
    await waitUntil(async () => (await stagedCount()) >= 2, 'two chunks staged');
    // Nothing is locked or held: another request is answered while the upload waits.
    const list = await call('admin', 'GET', `/api/files?userId=${people.driver2.id}`);
    expect(list.statusCode).toBe(200);
    body.end(payload.subarray(2 * FILE_CHUNK_BYTES + 1000));
    const res = await answer;
    expect(res.statusCode, res.body).toBe(201);
    expect(await stagedCount()).toBe(0);
    expect(await chunkCount(res.json().id)).toBe(3);
    const back = await call('admin', 'GET', `/api/file/${res.json().id}`);
    expect(sha256(back.rawPayload)).toBe(sha256(data));
    expect((await call('admin', 'DELETE', `/api/file/${res.json().id}`)).statusCode).toBe(204);
  });

  it('keeps a Czech name in filename* and gives an ASCII fallback', async () => {
    const list = (await call('driver', 'GET', `/api/files?userId=${people.driver.id}`)).json();
    const pdf = list.find((f: { type: string }) => f.type === 'CONTRACT');
    const res = await call('fm', 'GET', `/api/file/${pdf.id}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ridicsky prukaz.pdf"; filename*=UTF-8''%C5%99idi%C4%8Dsk%C3%BD%20pr%C5%AFkaz.pdf`,
    );
  });

  it('lists metadata only, never the bytes', async () => {
    const list = (await call('admin', 'GET', `/api/files?userId=${people.driver.id}`)).json();
    expect(list.length).toBe(5);
    for (const f of list)
      expect(Object.keys(f).sort()).toEqual(['createdAt', 'id', 'mimeType', 'name', 'size', 'type', 'userId', 'validUntil', 'vehicleId']);
  });
});

describe('refused uploads store nothing', () => {
  afterEach(async () => {
    expect(await stagedCount()).toBe(0);
  });

  it('a text file named .pdf: FILE_TYPE_NOT_ALLOWED', async () => {
    const before = await storedCount();
    const chunksBefore = await chunkCount();
    const res = await upload(
      'driver',
      { type: 'CONCESSION', userId: people.driver.id },
      { name: 'fake.pdf', data: Buffer.from('just text'), contentType: 'application/pdf' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File fake.pdf was not uploaded: only PDF, JPEG, PNG and WebP files are accepted.',
    });
    expect(await storedCount()).toBe(before);
    expect(await chunkCount()).toBe(chunksBefore);
  });

  it('10 MiB + 1 byte: 413 FILE_TOO_LARGE; exactly 10 MiB is accepted', async () => {
    const before = await storedCount();
    const chunksBefore = await chunkCount();
    const big = Buffer.alloc(FILE_MAX_BYTES + 1, 0x20);
    SAMPLES.pdf.copy(big);
    const res = await upload('driver', { type: 'CONCESSION', userId: people.driver.id }, { name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is too large; at most 10 MB is allowed.' });
    // The chunks staged while the file streamed in were discarded.
    expect(await storedCount()).toBe(before);
    expect(await chunkCount()).toBe(chunksBefore);

    const exact = await uploaded(
      'driver',
      { type: 'CONCESSION', userId: people.driver.id },
      { name: 'max.pdf', data: big.subarray(0, FILE_MAX_BYTES) },
    );
    expect(exact.size).toBe(FILE_MAX_BYTES);
    expect(await chunkCount(exact.id)).toBe(FILE_MAX_BYTES / FILE_CHUNK_BYTES);
    const back = await call('driver', 'GET', `/api/file/${exact.id}`);
    expect(back.rawPayload.equals(big.subarray(0, FILE_MAX_BYTES))).toBe(true);
  });

  it('a third DRIVING_LICENSE: FILE_LIMIT_EXCEEDED', async () => {
    const license = { name: 'licence.pdf', data: SAMPLES.pdf };
    await uploaded('driver2', { type: 'DRIVING_LICENSE', userId: people.driver2.id }, license);
    await uploaded('fm', { type: 'DRIVING_LICENSE', userId: people.driver2.id }, license);
    const before = await storedCount();
    const res = await upload('admin', { type: 'DRIVING_LICENSE', userId: people.driver2.id }, license);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_LIMIT_EXCEEDED', message: 'The maximum allowed limit has been exceeded.' });
    expect(await storedCount()).toBe(before);
  });

  it('concurrent uploads never exceed the slot', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        upload('driver2', { type: 'PHOTO_FACE', userId: people.driver2.id }, { name: 'f.png', data: SAMPLES.png }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
  });

  it.each([
    ['a vehicle type on a driver', 'admin', () => ({ type: 'TAXI_EVIDENCE', userId: people.driver.id })],
    ['a driver type on a customer', 'customer', () => ({ type: 'DRIVING_LICENSE', userId: people.customer.id })],
    ['a driver type on a vehicle', 'fm', () => ({ type: 'DRIVING_LICENSE', vehicleId })],
  ] as const)('%s: FILE_KIND_NOT_ALLOWED', async (_label, who, fields) => {
    const res = await upload(who, fields(), { name: 'x.png', data: SAMPLES.png });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_KIND_NOT_ALLOWED');
  });

  it.each([
    ['no file', { type: 'PHOTO' }, undefined, 'FILL_EVERY_FIELD'],
    ['no type', {}, 'file', 'FILL_EVERY_FIELD'],
    ['an unknown type', { type: 'SELFIE' }, 'file', 'INVALID_INPUT'],
    ['no owner', { type: 'PHOTO', userId: '' }, 'file', 'ID_NOT_FOUND'],
    ['two owners', { type: 'PHOTO', vehicleId: 1 }, 'file', 'ID_NOT_FOUND'],
    ['a bad owner id', { type: 'PHOTO', userId: '99999999999' }, 'file', 'INVALID_INPUT'],
    ['a bad date', { type: 'PHOTO', validUntil: '2026-02-30' }, 'file', 'INVALID_INPUT'],
    ['the file in another field', { type: 'PHOTO' }, 'other', 'FILL_EVERY_FIELD'],
  ] as const)('%s: 400 %s', async (_label, fields, fileField, code) => {
    const withOwner = 'userId' in fields ? fields : { userId: people.customer.id, ...fields };
    const res = await upload('customer', withOwner, fileField ? { name: 'x.png', data: SAMPLES.png, field: fileField } : undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('answers 400 to a JSON body and to a cut-off multipart body', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/files', headers: auth('customer'), payload: { type: 'PHOTO' } });
    expect(json.statusCode).toBe(400);
    const { payload, headers } = multipartBody({ type: 'PHOTO', userId: people.customer.id }, { name: 'x.png', data: SAMPLES.png });
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...auth('customer'), ...headers },
      payload: payload.subarray(0, payload.length - 30),
    });
    expect(cut.statusCode).toBe(400);
  });
});

describe('who may reach which file', () => {
  let driverFile: number;
  let foreignFile: number;
  let vehicleFile: number;
  beforeAll(async () => {
    driverFile = (await uploaded('driver', { type: 'TAXI_LICENSE', userId: people.driver.id }, { name: 'l.pdf', data: SAMPLES.pdf })).id;
    foreignFile = (
      await uploaded('otherDriver', { type: 'TAXI_LICENSE', userId: people.otherDriver.id }, { name: 'l.pdf', data: SAMPLES.pdf })
    ).id;
    vehicleFile = (await uploaded('fm', { type: 'INSURANCE', vehicleId }, { name: 'i.pdf', data: SAMPLES.pdf })).id;
  });

  it("a fleet manager gets 404 for another fleet's driver's file", async () => {
    expect((await call('fm', 'GET', `/api/file/${foreignFile}`)).statusCode).toBe(404);
    expect((await call('fm', 'GET', `/api/files?userId=${people.otherDriver.id}`)).statusCode).toBe(404);
    expect((await call('fm', 'PATCH', `/api/file/${foreignFile}`, { validUntil: null })).statusCode).toBe(404);
    expect((await call('fm', 'DELETE', `/api/file/${foreignFile}`)).statusCode).toBe(404);
    const up = await upload('fm', { type: 'CONTRACT', userId: people.otherDriver.id }, { name: 'c.pdf', data: SAMPLES.pdf });
    expect(up.statusCode).toBe(404);
    expect(up.body).not.toContain('TAXI_LICENSE');
    expect((await call('otherFm', 'GET', `/api/file/${foreignFile}`)).statusCode).toBe(200);
  });

  it("a customer cannot read a driver's file; another driver neither", async () => {
    const res = await call('customer', 'GET', `/api/file/${driverFile}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    expect((await call('customer', 'GET', `/api/files?userId=${people.driver.id}`)).statusCode).toBe(404);
    expect((await call('driver2', 'GET', `/api/file/${driverFile}`)).statusCode).toBe(404);
  });

  it("a vehicle's files: its fleet manager writes, its paired drivers only read", async () => {
    expect((await call('driver', 'GET', `/api/file/${vehicleFile}`)).statusCode).toBe(200);
    expect((await call('driver', 'GET', `/api/files?vehicleId=${vehicleId}`)).json().map((f: { id: number }) => f.id)).toEqual([
      vehicleFile,
    ]);
    expect((await call('driver', 'PATCH', `/api/file/${vehicleFile}`, { validUntil: null })).statusCode).toBe(404);
    expect((await call('driver', 'DELETE', `/api/file/${vehicleFile}`)).statusCode).toBe(404);
    expect((await upload('driver', { type: 'PHOTO_TAXI_LABEL', vehicleId }, { name: 'p.png', data: SAMPLES.png })).statusCode).toBe(404);
    expect((await call('driver2', 'GET', `/api/file/${vehicleFile}`)).statusCode).toBe(404);
    expect((await call('otherFm', 'GET', `/api/files?vehicleId=${vehicleId}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/file/${vehicleFile}`)).statusCode).toBe(200);
  });

  it('patches validUntil, clears it, and refuses a bad date', async () => {
    const set = await call('fm', 'PATCH', `/api/file/${driverFile}`, { validUntil: '2028-02-29' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: driverFile, validUntil: '2028-02-29' });
    expect((await call('driver', 'PATCH', `/api/file/${driverFile}`, { validUntil: null })).json().validUntil).toBeNull();
    for (const validUntil of ['2027-02-29', 'tomorrow', 20270101]) {
      expect((await call('driver', 'PATCH', `/api/file/${driverFile}`, { validUntil })).statusCode).toBe(400);
    }
    expect((await call('driver', 'PATCH', '/api/file/abc', { validUntil: null })).statusCode).toBe(400);
  });

  it('deletes a file; then it is gone', async () => {
    const id = (await uploaded('customer', { type: 'LOGO', userId: people.customer.id }, { name: 'logo.webp', data: SAMPLES.webp })).id;
    expect((await call('customer', 'DELETE', `/api/file/${id}`)).statusCode).toBe(204);
    expect((await call('customer', 'GET', `/api/file/${id}`)).statusCode).toBe(404);
    expect((await call('customer', 'DELETE', `/api/file/${id}`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', `/api/files?userId=${people.customer.id}`)).json()).toEqual([]);
  });

  it('documents the routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/files', '/api/file/{id}']));
  });

  it('answers 400 to a list without exactly one owner', async () => {
    expect((await call('admin', 'GET', '/api/files')).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/api/files?userId=1&vehicleId=${vehicleId}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/files?userId=x')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/files?userId=2000000000')).statusCode).toBe(404);
  });
});
