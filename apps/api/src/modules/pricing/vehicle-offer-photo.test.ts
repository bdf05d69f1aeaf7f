import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_MAX_BYTES } from '@vozka/domain';
import { files } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertTestFile, multipartBody, SAMPLES, type MultipartFile } from '../files/test-support.ts';
import { usePeople } from './test-support.ts';

let t: TestApp;
const [call, admin] = usePeople(['ADMIN'], (app) => (t = app));

interface Offer {
  id: number;
  photoFileId: number | null;
  photoUrl: string | null;
}

async function createOffer(body: object = {}): Promise<Offer> {
  const res = await call(admin, 'POST', '/api/vehicle-offers', { name: 'Photo sedan', persons: 4, transfer: true, public: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** PUT /api/vehicle-offers/{id}/photo with a real multipart body. */
function upload(offerId: number, file?: MultipartFile, headers: Record<string, string> = {}) {
  const body = multipartBody({ note: 'ignored' }, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/vehicle-offers/${offerId}/photo`,
    headers: { authorization: `Bearer ${admin.token}`, ...body.headers, ...headers },
    payload: body.payload,
  });
}

async function uploaded(offerId: number, file: MultipartFile): Promise<Offer> {
  const res = await upload(offerId, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const fileRow = async (id: number) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];
const fileCount = async () => (await t.database.db.select({ id: files.id }).from(files)).length;
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

describe('vehicle offer photo', () => {
  it('stores an uploaded PNG like the files module (sniffed, safe name, no owner) and serves it to anyone for a public offer', async () => {
    const offer = await createOffer();
    // The claimed type is a lie on purpose: only the bytes count.
    const answer = await uploaded(offer.id, { name: 'sedan.html', data: SAMPLES.png, contentType: 'text/html' });
    expect(answer.photoFileId).toEqual(expect.any(Number));
    expect(answer.photoUrl).toBe(`/api/vehicle-offers/${offer.id}/photo?v=${answer.photoFileId}`);
    expect(await fileRow(answer.photoFileId!)).toMatchObject({
      type: 'PHOTO',
      name: 'sedan.html.png',
      mimeType: 'image/png',
      size: SAMPLES.png.length,
      userId: null,
      vehicleId: null,
      uploadedBy: admin.id,
    });

    const image = await anonymous(answer.photoUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(SAMPLES.png);
    const listed = (await anonymous('/api/vehicle-offers/public')).json().find((o: Offer) => o.id === offer.id);
    expect(listed.photoUrl).toBe(answer.photoUrl);
    // Not a document of anyone: the files calls do not reach it.
    expect((await call(admin, 'GET', `/api/file/${answer.photoFileId}`)).statusCode).toBe(404);
  });

  it('replaces the old photo (deleted) with a new one under a new address; JPEG and WebP are pictures too', async () => {
    const offer = await createOffer();
    const first = await uploaded(offer.id, { name: 'a.png', data: SAMPLES.png });
    const second = await uploaded(offer.id, { name: 'b.webp', data: SAMPLES.webp });
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect(await fileRow(first.photoFileId!)).toBeUndefined();
    const image = await anonymous(`/api/vehicle-offers/${offer.id}/photo`);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload).toEqual(SAMPLES.webp);
    const third = await uploaded(offer.id, { name: 'c.jpg', data: SAMPLES.jpeg });
    expect((await anonymous(third.photoUrl!)).headers['content-type']).toBe('image/jpeg');
    expect(await fileRow(second.photoFileId!)).toBeUndefined();
  });

  it('refuses a PDF, a text file and a file over 10 MiB with 400 and a message in the caller language; stores nothing', async () => {
    const offer = await createOffer();
    const before = await fileCount();

    const pdf = await upload(offer.id, { name: 'car.pdf', data: SAMPLES.pdf });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      code: 'PHOTO_NOT_IMAGE',
      message: 'The photo must be a JPEG, PNG or WebP picture.',
      fields: { file: 'The photo must be a JPEG, PNG or WebP picture.' },
    });
    const text = await upload(
      offer.id,
      { name: 'car.png', data: Buffer.from('not a picture'), contentType: 'image/png' },
      { 'accept-language': 'cs' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'PHOTO_NOT_IMAGE', message: 'Fotografie musí být obrázek ve formátu JPEG, PNG nebo WebP.' });

    const big = Buffer.alloc(FILE_MAX_BYTES + 1);
    SAMPLES.png.copy(big);
    const tooBig = await upload(offer.id, { name: 'huge.png', data: big }, { 'accept-language': 'cs' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'Fotografie je příliš velká; povoleno je nejvýše 10 MB.',
      fields: { file: expect.any(String) },
    });

    expect(await fileCount()).toBe(before);
    expect((await call(admin, 'GET', `/api/vehicle-offers/${offer.id}`)).json().photoUrl).toBeNull();
  });

  it('answers 400 without a file or without a multipart body, and 404 for an unknown offer', async () => {
    const offer = await createOffer();
    const none = await upload(offer.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'REQUIRED', fields: { file: 'Required' } });
    const json = await call(admin, 'PUT', `/api/vehicle-offers/${offer.id}/photo`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await upload(999_999, { name: 'a.png', data: SAMPLES.png })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/vehicle-offers/999999/photo')).statusCode).toBe(404);
  });

  it('removes the photo (deleted; the address answers 404), and deleting an offer deletes its photo', async () => {
    const offer = await createOffer();
    const withPhoto = await uploaded(offer.id, { name: 'a.png', data: SAMPLES.png });
    expect((await call(admin, 'DELETE', `/api/vehicle-offers/${offer.id}/photo`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/vehicle-offers/${offer.id}`)).json()).toMatchObject({ photoFileId: null, photoUrl: null });
    expect(await fileRow(withPhoto.photoFileId!)).toBeUndefined();
    expect((await anonymous(`/api/vehicle-offers/${offer.id}/photo`)).statusCode).toBe(404);
    // Again, without a photo: nothing to do.
    expect((await call(admin, 'DELETE', `/api/vehicle-offers/${offer.id}/photo`)).statusCode).toBe(204);

    const doomed = await createOffer();
    const photo = (await uploaded(doomed.id, { name: 'a.png', data: SAMPLES.png })).photoFileId!;
    expect((await call(admin, 'DELETE', `/api/vehicle-offers/${doomed.id}`)).statusCode).toBe(204);
    expect(await fileRow(photo)).toBeUndefined();
  });

  it("keeps a user's own picture that was chosen as the photo when it is replaced", async () => {
    const own = await insertTestFile(t.database, { userId: admin.id }, 'PICTURE');
    const offer = await createOffer({ photoFileId: own });
    await uploaded(offer.id, { name: 'a.png', data: SAMPLES.png });
    expect(await fileRow(own)).toMatchObject({ userId: admin.id });
  });

  it('an edit that keeps the uploaded photo keeps it; one that clears it deletes it', async () => {
    const offer = await createOffer();
    const { photoFileId } = await uploaded(offer.id, { name: 'a.png', data: SAMPLES.png });
    const body = { name: 'Photo sedan', persons: 5, transfer: true, public: true };
    expect((await call(admin, 'PUT', `/api/vehicle-offers/${offer.id}`, { ...body, photoFileId })).json()).toMatchObject({
      persons: 5,
      photoFileId,
    });
    expect(await fileRow(photoFileId!)).toBeDefined();
    expect((await call(admin, 'PUT', `/api/vehicle-offers/${offer.id}`, body)).json()).toMatchObject({ photoFileId: null });
    expect(await fileRow(photoFileId!)).toBeUndefined();
  });
});
