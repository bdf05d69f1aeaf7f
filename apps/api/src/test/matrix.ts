import type { FastifyInstance } from 'fastify';
import type { Role } from '@vozka/domain';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { Clock } from '../shared/clock.ts';

export type Caller = 'anonymous' | Role;
export const CALLERS: Caller[] = ['anonymous', 'ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER'];

/**
 * What the matrix test prepares once: one signed-in user per role (the FLEET_MANAGER's fleet holds the
 * DRIVER; the PASSENGER belongs to the CUSTOMER) and the same again in another fleet / of another client,
 * whose data no caller but ADMIN may reach. Modules add their own records in `prepare`.
 */
export interface MatrixContext {
  app: FastifyInstance;
  database: Database;
  users: Record<Role, UserRow>;
  other: { fleetManager: UserRow; driver: UserRow; customer: UserRow; passenger: UserRow };
  /** Ids that modules' `prepare` hooks create, by a name of their choice. */
  ids: Record<string, number>;
  /** The app's clock: prepared rides are dated from it, never from the real clock. */
  clock: Clock;
}

export interface MatrixRequest {
  url?: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

/** An answer as a row's `check` sees it. */
export interface MatrixAnswer {
  statusCode: number;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- any answer's JSON
}

/**
 * One row: a route (`METHOD /api/path`), optionally followed by ` #case` for a further case of the same
 * route (`PUT /api/orders/:id #another fleet's vehicle`).
 */
export interface MatrixEntry {
  /** Expected status per caller, in the order of CALLERS. */
  expect: [number, number, number, number, number, number];
  /** Further assertions on each caller's answer (which fields a role gets). */
  check?: (answer: MatrixAnswer, caller: Caller, ctx: MatrixContext) => void;
  payload?: object;
  /** Concrete URL when the route has parameters. */
  url?: string;
  /** Builds the request per caller (a fresh target for DELETE rows, a multipart body, …). */
  request?: (ctx: MatrixContext, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;
}

export interface MatrixModule {
  prepare?: (ctx: MatrixContext) => Promise<void>;
  rows: Record<string, MatrixEntry>;
}

export const everyone = (status: number): MatrixEntry['expect'] => [status, status, status, status, status, status];
export const signedIn = (status: number): MatrixEntry['expect'] => [401, status, status, status, status, status];

/** The route of a row key: `METHOD /path` without its ` #case`. */
export const routeOf = (key: string): string => key.split(' ').slice(0, 2).join(' ');

/**
 * The matrix's own ride (rides and payments rows, and the web's ride actions in web-actions.ts): PLANNED, of
 * the FLEET_MANAGER's fleet, its DRIVER drives the CUSTOMER's PASSENGER. `ids` are the users' ids by role.
 */
export function ownRideColumns(ids: Record<Role, number>) {
  return {
    status: 'PLANNED',
    fleetManagerId: ids.FLEET_MANAGER,
    driverId: ids.DRIVER,
    customerId: ids.CUSTOMER,
    passengerId: ids.PASSENGER,
  } as const;
}

/** The users' ids by role. */
export const idsOf = (users: Record<Role, { id: number }>): Record<Role, number> => ({
  ADMIN: users.ADMIN.id,
  FLEET_MANAGER: users.FLEET_MANAGER.id,
  DRIVER: users.DRIVER.id,
  CUSTOMER: users.CUSTOMER.id,
  PASSENGER: users.PASSENGER.id,
});
