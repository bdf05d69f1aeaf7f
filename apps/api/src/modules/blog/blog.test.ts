import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TBlogArticle } from '@vozka/domain';
import { blogArticles, files } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_START } from '../../test/test-clock.ts';
import { multipartBody, SAMPLES } from '../files/test-support.ts';
import { usePeople, type Person } from '../pricing/test-support.ts';

let t: TestApp;
const [call, admin, fleetManager, driver, customer, passenger] = usePeople(
  ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER'],
  (app) => (t = app),
);

// Each test starts with no articles, at TEST_START.
beforeEach(async () => {
  await t.database.db.delete(blogArticles);
  t.clock.set(TEST_START);
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_START.getTime() + hours * HOUR).toISOString();

async function write(body: object): Promise<TBlogArticle> {
  const answer = await call(admin, 'POST', '/api/blog-articles', { text: '<p>Text</p>', recipientType: 'DRIVERS', ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const headings = async (who: Person, query = '') => {
  const answer = await call(who, 'GET', `/api/blog-articles${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ objects: TBlogArticle[] }>().objects.map((a) => a.heading);
};

async function upload(articleId: number, data: Buffer, name = 'news.png') {
  const form = multipartBody({}, { name, data });
  return t.app.inject({
    method: 'PUT',
    url: `/api/blog-articles/${articleId}/picture`,
    headers: { authorization: `Bearer ${admin.token}`, ...form.headers },
    payload: form.payload,
  });
}

describe('blog articles: writing', () => {
  it('creates, reads, changes and deletes an article; the date is now unless sent', async () => {
    const created = await write({ heading: '  Winter tyres  ', text: '<p>Change them <b>now</b>.</p>' });
    expect(created).toEqual({
      id: expect.any(Number),
      heading: 'Winter tyres',
      text: '<p>Change them <strong>now</strong>.</p>',
      pictureId: null,
      pictureUrl: null,
      recipientType: 'DRIVERS',
      date: '2026-11-20T10:00:00+01:00',
    });
    expect((await call(admin, 'GET', `/api/blog-articles/${created.id}`)).json()).toEqual(created);

    t.clock.advance(HOUR);
    const changed = await call(admin, 'PUT', `/api/blog-articles/${created.id}`, {
      heading: 'Winter tyres from November',
      text: 'Plain text',
      recipientType: 'CLIENTS_AND_PASSENGERS',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The date stays when none is sent.
    expect(changed.json()).toMatchObject({
      heading: 'Winter tyres from November',
      text: '<p>Plain text</p>',
      recipientType: 'CLIENTS_AND_PASSENGERS',
      date: created.date,
    });
    const dated = await call(admin, 'PUT', `/api/blog-articles/${created.id}`, {
      heading: 'Dated',
      recipientType: 'DRIVERS',
      date: '2026-12-01T08:00:00+01:00',
    });
    expect(dated.json()).toMatchObject({ text: '', date: '2026-12-01T08:00:00+01:00' });

    expect((await call(admin, 'DELETE', `/api/blog-articles/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/blog-articles/${created.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/blog-articles/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 400 with the message for an article without a heading, in cs and en', async () => {
    for (const heading of [undefined, '', '   ']) {
      const en = await call(
        admin,
        'POST',
        '/api/blog-articles',
        { heading, text: 'x', recipientType: 'DRIVERS' },
        { 'accept-language': 'en' },
      );
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ code: 'BLOG_HEADING_REQUIRED', message: 'Fill in the heading of the article.' });
    }
    const cs = await call(admin, 'POST', '/api/blog-articles', { text: 'x', recipientType: 'DRIVERS' }, { 'accept-language': 'cs' });
    expect(cs.json()).toMatchObject({
      code: 'BLOG_HEADING_REQUIRED',
      message: 'Vyplňte nadpis článku.',
      fields: { heading: 'Vyplňte nadpis článku.' },
    });

    const first = await write({ heading: 'Kept' });
    const put = await call(admin, 'PUT', `/api/blog-articles/${first.id}`, { heading: '', recipientType: 'DRIVERS' });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: 'BLOG_HEADING_REQUIRED' });
    expect(await headings(admin)).toEqual(['Kept']);
  });

  it('answers 400 for a wrong recipient type, date or query, and 404 for an unknown id', async () => {
    const wrongKind = await call(admin, 'POST', '/api/blog-articles', { heading: 'x', recipientType: 'EVERYONE' });
    expect(wrongKind.json()).toMatchObject({ code: 'BLOG_RECIPIENT_REQUIRED' });
    const wrongDate = await call(admin, 'POST', '/api/blog-articles', { heading: 'x', recipientType: 'DRIVERS', date: 'tomorrow' });
    expect(wrongDate.statusCode).toBe(400);
    const tooLong = await call(admin, 'POST', '/api/blog-articles', { heading: 'x'.repeat(201), recipientType: 'DRIVERS' });
    expect(tooLong.json()).toMatchObject({ code: 'BLOG_HEADING_TOO_LONG' });
    expect((await call(admin, 'GET', '/api/blog-articles?recipientType=ALL')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/blog-articles/abc')).statusCode).toBe(400);
    const missing = await call(admin, 'PUT', '/api/blog-articles/999999', { heading: 'x', recipientType: 'DRIVERS' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'MESSAGE_ID_NOT_FOUND' });
  });

  it('stores the text cleaned by the allow-list: no script, no handlers, no javascript: links', async () => {
    const nasty =
      '<p onclick="alert(1)">Hi <script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://vozka.cz" target="_self">good</a></p><style>*{}</style><iframe src="x"></iframe>';
    const created = await write({ heading: 'Nasty', text: nasty });
    const expected = '<p>Hi bad <a href="https://vozka.cz/" target="_blank" rel="noopener noreferrer">good</a></p>';
    expect(created.text).toBe(expected);
    const [row] = await t.database.db.select({ text: blogArticles.text }).from(blogArticles).where(eq(blogArticles.id, created.id));
    expect(row!.text).toBe(expected);
    const changed = await call(admin, 'PUT', `/api/blog-articles/${created.id}`, {
      heading: 'Nasty',
      recipientType: 'DRIVERS',
      text: '<svg onload=alert(1)></svg><a href="jav&#x09;ascript:alert(1)">x</a>',
    });
    expect(changed.json()).toMatchObject({ text: '<p>x</p>' });
  });
});

describe('blog articles: readers', () => {
  it('answers each reader only its own kind, dated up to now; ADMIN all, newest first', async () => {
    await write({ heading: 'Drivers old', recipientType: 'DRIVERS', date: at(-48) });
    await write({ heading: 'Drivers new', recipientType: 'DRIVERS', date: at(-1) });
    await write({ heading: 'Clients', recipientType: 'CLIENTS_AND_PASSENGERS', date: at(-2) });
    await write({ heading: 'Drivers later', recipientType: 'DRIVERS', date: at(2) });

    expect(await headings(admin)).toEqual(['Drivers later', 'Drivers new', 'Clients', 'Drivers old']);
    expect(await headings(admin, '?recipientType=CLIENTS_AND_PASSENGERS')).toEqual(['Clients']);
    expect(await headings(driver)).toEqual(['Drivers new', 'Drivers old']);
    expect(await headings(fleetManager)).toEqual(['Drivers new', 'Drivers old']);
    expect(await headings(customer)).toEqual(['Clients']);
    expect(await headings(passenger)).toEqual(['Clients']);
    // A reader's filter never widens its kind.
    expect(await headings(customer, '?recipientType=DRIVERS')).toEqual([]);
    // The landing asks for the newest one.
    expect(await headings(driver, '?size=1')).toEqual(['Drivers new']);

    t.clock.advance(2 * HOUR);
    expect(await headings(driver, '?size=1')).toEqual(['Drivers later']);
    expect((await call(null, 'GET', '/api/blog-articles')).statusCode).toBe(401);
  });

  it("answers 404 for another kind's article and for one not yet dated", async () => {
    const forDrivers = await write({ heading: 'D', recipientType: 'DRIVERS' });
    const forClients = await write({ heading: 'C', recipientType: 'CLIENTS_AND_PASSENGERS' });
    const later = await write({ heading: 'Later', recipientType: 'DRIVERS', date: at(1) });
    expect((await call(driver, 'GET', `/api/blog-articles/${forDrivers.id}`)).statusCode).toBe(200);
    expect((await call(driver, 'GET', `/api/blog-articles/${forClients.id}`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/blog-articles/${forDrivers.id}`)).statusCode).toBe(404);
    expect((await call(passenger, 'GET', `/api/blog-articles/${forClients.id}`)).statusCode).toBe(200);
    expect((await call(driver, 'GET', `/api/blog-articles/${later.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/blog-articles/${later.id}`)).statusCode).toBe(200);
  });
});

describe('blog articles: picture', () => {
  const fileExists = async (id: number) => (await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;

  it('uploads a picture, shows it to the readers of the article only, replaces and removes it', async () => {
    const article = await write({ heading: 'With picture', recipientType: 'DRIVERS' });
    const uploaded = await upload(article.id, SAMPLES.png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withPicture = uploaded.json<TBlogArticle>();
    expect(withPicture.pictureUrl).toBe(`/api/blog-articles/${article.id}/picture?v=${withPicture.pictureId}`);
    expect((await call(driver, 'GET', `/api/blog-articles`)).json()).toMatchObject({ objects: [{ pictureUrl: withPicture.pictureUrl }] });

    const image = await call(driver, 'GET', withPicture.pictureUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(SAMPLES.png)).toBe(true);
    expect((await call(customer, 'GET', withPicture.pictureUrl!)).statusCode).toBe(404);
    expect((await call(null, 'GET', withPicture.pictureUrl!)).statusCode).toBe(401);
    // The files API does not hand out an owner-less picture.
    expect((await call(admin, 'GET', `/api/file/${withPicture.pictureId}`)).statusCode).toBe(404);

    const replaced = (await upload(article.id, SAMPLES.webp, 'news.webp')).json<TBlogArticle>();
    expect(replaced.pictureId).not.toBe(withPicture.pictureId);
    expect(await fileExists(withPicture.pictureId!)).toBe(false);
    // Changing the text keeps the picture.
    const changed = await call(admin, 'PUT', `/api/blog-articles/${article.id}`, { heading: 'Still', recipientType: 'DRIVERS' });
    expect(changed.json()).toMatchObject({ pictureId: replaced.pictureId });

    expect((await call(admin, 'DELETE', `/api/blog-articles/${article.id}/picture`)).statusCode).toBe(204);
    expect(await fileExists(replaced.pictureId!)).toBe(false);
    expect((await call(admin, 'GET', `/api/blog-articles/${article.id}`)).json()).toMatchObject({ pictureId: null, pictureUrl: null });
    expect((await call(driver, 'GET', `/api/blog-articles/${article.id}/picture`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/blog-articles/${article.id}/picture`)).statusCode).toBe(204);
  });

  it('refuses what is not a picture and stores nothing; deleting the article drops its picture', async () => {
    const article = await write({ heading: 'Pictures', recipientType: 'DRIVERS' });
    const pdf = await upload(article.id, SAMPLES.pdf, 'fake.png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: 'PHOTO_NOT_IMAGE' });
    const html = await upload(article.id, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(html.json()).toMatchObject({ code: 'PHOTO_NOT_IMAGE' });
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/blog-articles/${article.id}/picture`,
      headers: { authorization: `Bearer ${admin.token}`, ...multipartBody({ note: 'x' }).headers },
      payload: multipartBody({ note: 'x' }).payload,
    });
    expect(empty.statusCode).toBe(400);
    expect((await upload(999999, SAMPLES.png)).statusCode).toBe(404);

    const withPicture = (await upload(article.id, SAMPLES.jpeg, 'a.jpg')).json<TBlogArticle>();
    expect((await call(admin, 'DELETE', `/api/blog-articles/${article.id}`)).statusCode).toBe(204);
    expect(await fileExists(withPicture.pictureId!)).toBe(false);
  });
});
