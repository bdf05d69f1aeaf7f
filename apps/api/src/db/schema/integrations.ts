import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, optionalRef, ownedBy, updatedAt } from './columns.ts';
import { rides } from './rides.ts';
import { users } from './users.ts';

/**
 * Flight tracking of an arrival pickup (issue 20 §1): one row per ride with a flight number, kept by the
 * `flight-check` job. `scheduled_arrival` is the timetable's, `expected_arrival` the provider's latest
 * estimate (or the actual landing); `status` is SCHEDULED, ON_TIME, DELAYED, EARLY, LANDED, DIVERTED,
 * CANCELLED or UNKNOWN (the provider did not answer). `next_check_at` is when the job asks again.
 */
export const rideFlights = pgTable(
  'ride_flights',
  {
    rideId: ownedBy('ride_id', () => rides.id).primaryKey(),
    flightNumber: varchar('flight_number', { length: 16 }).notNull(),
    scheduledArrival: instant('scheduled_arrival').notNull(),
    expectedArrival: instant('expected_arrival'),
    status: varchar('status', { length: 16 }).notNull().default('SCHEDULED'),
    delayMinutes: integer('delay_minutes'),
    /** Where a diverted flight lands instead (the provider's airport name or code). */
    divertedTo: varchar('diverted_to', { length: 120 }),
    provider: varchar('provider', { length: 32 }),
    checkedAt: instant('checked_at'),
    nextCheckAt: instant('next_check_at'),
    lastError: text('last_error'),
    /** The last status the dispatcher was alerted about (CANCELLED, DIVERTED, UNKNOWN): each alert once. */
    alertedStatus: varchar('alerted_status', { length: 16 }),
    updatedAt: updatedAt(),
  },
  (t) => [index('ride_flights_next_check_idx').on(t.nextCheckAt)],
);

/** Outbound webhook endpoints registered by ADMIN (issue 20 §2); `secret` signs every delivery. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 2000 }).notNull(),
  description: varchar('description', { length: 200 }),
  /** The event types sent to it (`ride.created`, `payment.succeeded` …). */
  events: text('events')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  secret: varchar('secret', { length: 100 }).notNull(),
  /** A private range (CIDR) ADMIN explicitly allows this endpoint to reach; null = public addresses only. */
  allowedPrivateRange: varchar('allowed_private_range', { length: 64 }),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: optionalRef('created_by', () => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event sent to one endpoint (issue 20 §2): the signed body as sent, its state (PENDING, DELIVERED,
 * FAILED) and the last attempt's answer (code, at most 1 kB of body, duration). Deliveries of one
 * resource to one endpoint go out in `id` order.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    eventId: uuid('event_id').notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    resourceKey: varchar('resource_key', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseBody: varchar('response_body', { length: 1024 }),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: createdAt(),
    lastAttemptAt: instant('last_attempt_at'),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_resource_idx').on(t.endpointId, t.resourceKey, t.id),
  ],
);

/** A user's private calendar feed (issue 20 §3): `/api/calendar/{token}.ics`; revoking deletes the row. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: ownedBy('user_id', () => users.id).primaryKey(),
    token: varchar('token', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.token)],
);

/**
 * API keys for integrations (issue 20 §4): a key acts as its user (a customer, or ADMIN for an admin
 * integration) within its scopes. Only the SHA-256 of the key is kept; `prefix` identifies it in lists.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    name: varchar('name', { length: 120 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export type RideFlightRow = typeof rideFlights.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
