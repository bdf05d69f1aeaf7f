import { beforeEach, describe, expect, it } from 'vitest';
import type { TBoardMessage } from '@vozka/domain';
import { boardMessages } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_START } from '../../test/test-clock.ts';
import { usePeople, type Person } from '../pricing/test-support.ts';
import { dismissedBy } from './board.repository.ts';

let t: TestApp;
const [call, admin, driver, customer] = usePeople(['ADMIN', 'DRIVER', 'CUSTOMER'], (app) => (t = app));

// Each test starts with no messages, at TEST_START.
beforeEach(async () => {
  await t.database.db.delete(boardMessages);
  t.clock.set(TEST_START);
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_START.getTime() + hours * HOUR).toISOString();

async function post(body: object) {
  const answer = await call(admin, 'POST', '/api/board/message', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<TBoardMessage>();
}

const landing = async (who: Person) => {
  const answer = await call(who, 'GET', '/api/board/message');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<TBoardMessage[]>().map((m) => m.message);
};

describe('dashboard messages', () => {
  it('a message is dated now and NORMAL unless told; its text is trimmed', async () => {
    const created = await post({ message: '  Office closed on Monday  ' });
    expect(created).toEqual({
      id: expect.any(Number),
      message: 'Office closed on Monday',
      date: TEST_START.toISOString(),
      priority: 'NORMAL',
    });
  });

  it('landing: dated up to now, most urgent first then newest; ADMIN lists all, newest first', async () => {
    await post({ message: 'low old', priority: 'LOW', date: at(-48) });
    await post({ message: 'normal new', priority: 'NORMAL', date: at(-1) });
    await post({ message: 'high old', priority: 'HIGH', date: at(-24) });
    await post({ message: 'high new', priority: 'HIGH', date: at(-2) });
    await post({ message: 'later', priority: 'HIGH', date: at(5) });

    expect(await landing(driver)).toEqual(['high new', 'high old', 'normal new', 'low old']);
    expect(await landing(customer)).toEqual(['high new', 'high old', 'normal new', 'low old']);
    // ADMIN's /board: every message, the future one too, newest first; its own landing like everyone's.
    expect(await landing(admin)).toEqual(['later', 'normal new', 'high new', 'high old', 'low old']);
    const own = await call(admin, 'GET', '/api/board/message?view=landing');
    expect(own.json().map((m: { message: string }) => m.message)).toEqual(['high new', 'high old', 'normal new', 'low old']);
    // Others cannot ask for everything: they still get their landing list.
    expect((await call(driver, 'GET', '/api/board/message?view=all')).json()).toHaveLength(4);

    // The future message shows once its time comes.
    t.clock.advance(5 * HOUR);
    expect((await landing(driver))[0]).toBe('later');
  });

  it('dismissing hides a message for that user only, once and for all', async () => {
    const a = await post({ message: 'A', priority: 'HIGH' });
    await post({ message: 'B' });
    const dismissed = await call(driver, 'POST', `/api/board/message/${a.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    // Twice is no error.
    expect((await call(driver, 'POST', `/api/board/message/${a.id}/dismiss`)).statusCode).toBe(204);
    expect(await landing(driver)).toEqual(['B']);
    expect(await landing(customer)).toEqual(['A', 'B']);
    expect(await dismissedBy(t.database.db, a.id)).toEqual([driver.id]);

    // An edit keeps it dismissed; deleting the message takes its dismissals along.
    const put = await call(admin, 'PUT', `/api/board/message/${a.id}`, { message: 'A, corrected', priority: 'HIGH' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ message: 'A, corrected', date: a.date });
    expect(await landing(driver)).toEqual(['B']);
    expect((await call(admin, 'DELETE', `/api/board/message/${a.id}`)).statusCode).toBe(204);
    expect(await dismissedBy(t.database.db, a.id)).toEqual([]);
    expect(await landing(customer)).toEqual(['B']);
  });

  it('edit changes text, priority and date', async () => {
    const m = await post({ message: 'x', priority: 'LOW' });
    const put = await call(admin, 'PUT', `/api/board/message/${m.id}`, { message: 'y', priority: 'HIGH', date: at(-3) });
    expect(put.json()).toEqual({ id: m.id, message: 'y', priority: 'HIGH', date: at(-3) });
    expect((await call(admin, 'GET', '/api/board/message')).json()).toContainEqual(put.json());
  });

  it('bad input: 400 with a clear message in the caller language; unknown id: 404 "ID not found"', async () => {
    const empty = await call(admin, 'POST', '/api/board/message', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BOARD_MESSAGE_REQUIRED', fields: { message: 'Write the message.' } });
    const missing = await call(admin, 'POST', '/api/board/message', { priority: 'HIGH' }, { 'accept-language': 'cs' });
    expect(missing.json()).toMatchObject({ code: 'BOARD_MESSAGE_REQUIRED', fields: { message: 'Napište text zprávy.' } });
    const long = await call(admin, 'POST', '/api/board/message', { message: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({ code: 'BOARD_MESSAGE_TOO_LONG' });
    expect((await call(admin, 'POST', '/api/board/message', { message: 'x', priority: 'URGENT' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/board/message', { message: 'x', date: 'soon' })).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/board/message?view=everything')).statusCode).toBe(400);

    const gone = await call(admin, 'DELETE', '/api/board/message/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'MESSAGE_ID_NOT_FOUND', message: 'ID not found' });
    expect((await call(admin, 'PUT', '/api/board/message/999999', { message: 'x' })).json()).toMatchObject({ message: 'ID not found' });
    expect((await call(driver, 'POST', '/api/board/message/999999/dismiss')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/board/message/abc')).statusCode).toBe(400);
    // Nothing was written by the refused calls.
    expect((await call(admin, 'GET', '/api/board/message')).json()).toEqual([]);
  });
});
