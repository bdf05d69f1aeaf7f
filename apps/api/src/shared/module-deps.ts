import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import type { JobQueue } from '../adapters/jobs/queue.ts';
import type { SmsSender } from '../adapters/sms/sms.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { PaymentProvider } from '../adapters/payments/provider.ts';
import type { GeoProvider, LocalPlacesCache } from '../adapters/geo/index.ts';
import type { EventBus } from '../adapters/events/event-bus.ts';
import type { StreamGate } from './stream-gate.ts';
import type { Clock } from './clock.ts';

/** A port of the auth module (its service fits it): shared lies below the modules, so it names what it needs instead of importing. */
export interface AccountInvitations {
  /** Queues, in `tx` (the creating transaction), the new user's e-mail with a link to set its first password. */
  invite(tx: Db, user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>): Promise<void>;
}

/**
 * The payments module's answer to a customer's booking write (its `syncBookingPayment`, wired in app.ts), run
 * in the ride write's transaction: rides lie below payments, so they call it through this port.
 */
export type BookingPaymentSync = (tx: Db, rideId: number, customerId: number) => Promise<void>;

/** What feature modules may use; each module takes only what it needs from this. */
export interface ModuleDeps {
  database: Database;
  /**
   * The durable job queue (pg-boss): every e-mail, SMS and reminder is a job sent in the transaction of the
   * change that causes it (adapters/outbox `queueMessages`); modules define their own jobs before start.
   */
  jobs: JobQueue;
  /** Which SMS adapter sends (file outbox or a gateway); the deliver job uses it. */
  sms: SmsSender;
  publicUrl: string;
  /** The auth module's invitations, for users that an ADMIN or a fleet manager creates without a password. */
  auth: AccountInvitations;
  logger: FastifyBaseLogger;
  /** The payment provider the configuration chose (sandbox or stripe). */
  payments: PaymentProvider;
  /** Address suggestions, geocoding and routes (GEO_PROVIDER), with the company's places in front. */
  geo: GeoProvider;
  /** The company's places the geo provider reads; writes to locations and addresses invalidate it. */
  localPlaces: LocalPlacesCache;
  /**
   * Live events (docs/api/dispatch.md §4): the LISTEN/NOTIFY bus, how long an SSE stream lives, and the
   * gate that caps open streams per address, per user and in all.
   */
  events: { bus: EventBus; streamLifetimeMs: number; streams: StreamGate };
  /** See `BookingPaymentSync`. */
  bookingPayment: BookingPaymentSync;
  /** "Now" for every service (the system clock in production; tests fix and move it). */
  clock: Clock;
}
