import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, optionalRef, ownedBy } from './columns.ts';
import { users } from './users.ts';
import { rides } from './rides.ts';
import { files } from './files.ts';

/**
 * Every e-mail and SMS the portal sends (docs/decisions/0026): written, rendered, in the transaction of the
 * change that causes it (or of the job that fans a ride event out), delivered by the `deliver` job.
 * PENDING until sent, SENT, or FAILED once the queue gave up (ADMIN sees and retries those).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id').references(() => rides.id, { onDelete: 'cascade' }),
    userId: optionalRef('user_id', () => users.id),
    /** The recipient's role for the ride (ride notifications and messages); null for account e-mails. */
    role: varchar('role', { length: 16 }),
    /** CREATED, CHANGE, …, MESSAGE, REGISTRATION, PASSWORD, REMINDER_24H, DOCUMENT_EXPIRY … */
    kind: varchar('kind', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** E-mail address or phone number. */
    recipient: varchar('recipient', { length: 320 }).notNull(),
    language: varchar('language', { length: 2 }).notNull().default('cs'),
    subject: varchar('subject', { length: 300 }),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * A file to attach, by reference, rendered when the e-mail is sent (e.g. `{ "kind": "report-pdf", "id": 7 }`
     * for a billing report: a report is a snapshot, so the PDF is the same whenever it is rendered).
     */
    attachment: jsonb('attachment'),
    /** Holds a sign-in secret (password links): the body is erased once it has been sent. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: varchar('status', { length: 8 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    /** Makes a fan-out idempotent: a job run twice writes each delivery once. */
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('deliveries_ride_idx').on(t.rideId, t.createdAt),
    index('deliveries_status_idx').on(t.status, t.createdAt),
    uniqueIndex('deliveries_dedupe_idx').on(t.dedupeKey),
  ],
);

/** Spec §3 Blog article: `text` is sanitized HTML (paragraphs, bold, italics, lists, links). */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    heading: varchar('heading', { length: 200 }).notNull(),
    text: text('text').notNull(),
    pictureId: optionalRef('picture_id', () => files.id),
    recipientType: varchar('recipient_type', { length: 32 }).notNull(),
    date: instant('date').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('blog_articles_recipient_idx').on(t.recipientType, t.date)],
);

/** Spec §3 Dashboard message, shown to every signed-in user until dismissed. */
export const boardMessages = pgTable(
  'board_messages',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    date: instant('date').notNull(),
    priority: varchar('priority', { length: 8 }).notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('board_messages_date_idx').on(t.date)],
);

export const boardDismissals = pgTable(
  'board_dismissals',
  {
    messageId: ownedBy('message_id', () => boardMessages.id),
    userId: ownedBy('user_id', () => users.id),
    dismissedAt: instant('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/**
 * Document expiry reminders sent (issue 14 §8): one row per document, expiry date and step (30, 7, 1 days),
 * so the daily job sends each once even when it runs twice; a renewed document (new date) starts again.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    /** `vehicle:<id>:inspection`, `vehicle:<id>:insurance`, `file:<id>`. */
    documentKey: varchar('document_key', { length: 64 }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    step: smallint('step').notNull(),
    sentAt: instant('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.documentKey, t.expiresOn, t.step] })],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
export type BlogArticleRow = typeof blogArticles.$inferSelect;
export type BoardMessageRow = typeof boardMessages.$inferSelect;
