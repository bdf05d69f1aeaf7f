import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { PaymentProvider } from '../adapters/payments/provider.ts';
import type { GeoProvider } from '../adapters/geo/index.ts';
import type { LocalPlacesCache } from '../modules/places/local-places.ts';
import type { EventBus } from '../adapters/events/event-bus.ts';
import type { StreamGate } from '../modules/events/stream-gate.ts';

/** What feature modules may use; each module takes only what it needs from this. */
export interface ModuleDeps {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  auth: AuthService;
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
}
