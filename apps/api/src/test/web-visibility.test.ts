import { ROLES, SIDE_MENU, USER_MENU } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { CALLERS, type MatrixEntry } from './matrix.ts';
import { MATRIX_MODULES } from './matrix-modules.ts';
import { SCREEN_ROUTES, SCREENS_WITHOUT_ROUTE, WEB_ACTIONS, copiesLinks, matrixLinkHolder } from './web-actions.ts';

/*
 * One rule (issue 13 item 2): for every role and every action the web shows or hides, the web's decision
 * equals the API's answer in the authorization matrix — shown exactly when the route lets that role in.
 * The matrix rows are what authorization-matrix.test.ts proves against the running API.
 */
const ROWS: Record<string, MatrixEntry> = Object.assign({}, ...MATRIX_MODULES.map((m) => m.rows));

/** Refused by access (not signed in, forbidden, or not found for this caller); anything else passed the guard. */
const REFUSED = [401, 403, 404];

function matrixAllows(row: string, role: (typeof ROLES)[number]): boolean {
  const entry = ROWS[row];
  if (!entry) throw new Error(`no matrix row '${row}'`);
  return !REFUSED.includes(entry.expect[CALLERS.indexOf(role)]!);
}

describe('the web shows what the API allows', () => {
  it('names a matrix route for every menu screen, or says why it has none', () => {
    const keys = new Set([...SIDE_MENU, ...USER_MENU].map((item) => item.key));
    const classified = new Set([...Object.keys(SCREEN_ROUTES), ...Object.keys(SCREENS_WITHOUT_ROUTE)]);
    expect([...keys].filter((key) => !classified.has(key))).toEqual([]);
    expect([...classified].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(WEB_ACTIONS.map((a) => [a.action, a] as const))('%s', (_name, action) => {
    const web = Object.fromEntries(ROLES.map((role) => [role, action.shows(role)]));
    const api = Object.fromEntries(ROLES.map((role) => [role, matrixAllows(action.row, role)]));
    expect(web, `web decisions vs matrix row '${action.row}'`).toEqual(api);
  });

  it('shows the copy-link buttons to who receives the ride’s keys', () => {
    for (const role of ROLES) expect([role, copiesLinks(role)]).toEqual([role, matrixLinkHolder(role)]);
  });
});
