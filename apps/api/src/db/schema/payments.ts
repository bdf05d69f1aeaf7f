import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, optionalRef, ownedBy, updatedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { rides } from './rides.ts';

/**
 * Payment records of a ride (spec §3 Payment). Price in integer haléře. `public_id` is the random id of
 * the public payment page; the ride's own page uses the ride's `secret_ident`. `intent_id` is the
 * provider intent that paid it online.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    rideId: ownedBy('ride_id', () => rides.id),
    publicId: varchar('public_id', { length: 64 }).notNull(),
    price: integer('price').notNull(),
    paid: boolean('paid').notNull().default(false),
    paidAt: instant('paid_at'),
    description: text('description'),
    type: varchar('type', { length: 16 }).notNull(),
    intentId: integer('intent_id'),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payments_public_id_idx').on(t.publicId), index('payments_ride_idx').on(t.rideId)],
);

/**
 * One provider payment intent for a set of payments. `items_key` (the sorted payment ids and the amount)
 * is unique among open intents, so concurrent requests for the same payments share one intent.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerIntentId: varchar('provider_intent_id', { length: 255 }).notNull(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('czk'),
    /** requires_payment_method | requires_action | processing | succeeded | canceled (provider's words). */
    status: varchar('status', { length: 32 }).notNull(),
    itemsKey: text('items_key').notNull(),
    /**
     * Open until it succeeds or is cancelled; only open intents are reused, a payment is in at most one
     * open intent, and a closed intent never opens again.
     */
    open: boolean('open').notNull().default(true),
    lastError: text('last_error'),
    /**
     * Haléře given back: a success of a voided or outdated intent, or of payments already paid otherwise
     * (docs/api/payments.md "One open intent per payment"). Never refunded twice.
     */
    refunded: integer('refunded').notNull().default(0),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_provider_intent_idx').on(t.provider, t.providerIntentId),
    uniqueIndex('payment_intents_open_items_idx')
      .on(t.itemsKey)
      .where(sql`${t.open}`),
  ],
);

/** Which payments an intent pays. */
export const paymentIntentItems = pgTable(
  'payment_intent_items',
  {
    intentId: ownedBy('intent_id', () => paymentIntents.id),
    paymentId: ownedBy('payment_id', () => payments.id),
  },
  (t) => [primaryKey({ columns: [t.intentId, t.paymentId] }), index('payment_intent_items_payment_idx').on(t.paymentId)],
);

/** Provider webhook events already handled: a replayed event id changes nothing a second time. */
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  type: varchar('type', { length: 64 }).notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

/**
 * The sandbox provider's own state (the built-in test-mode stand-in for Stripe): its intents live in the
 * database like a real provider's would, so a restart loses nothing.
 */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    clientSecret: varchar('client_secret', { length: 128 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    lastError: text('last_error'),
    /** Haléře refunded of a succeeded intent. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    metadata: text('metadata'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_intents_idempotency_idx').on(t.idempotencyKey)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
