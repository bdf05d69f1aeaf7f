import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/schema/index.ts';

export type NewEndpoint = typeof webhookEndpoints.$inferInsert;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** The last delivery of an endpoint (status, time): the list shows it. */
const lastDelivery = sql<{ status: string; at: string } | null>`(
  select json_build_object('status', d.status, 'at', d.created_at)
  from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id} order by d.id desc limit 1)`;

export interface EndpointWithLast {
  endpoint: WebhookEndpointRow;
  last: { status: string; at: string | Date } | null;
}

export async function listEndpoints(db: Db): Promise<EndpointWithLast[]> {
  return db.select({ endpoint: webhookEndpoints, last: lastDelivery }).from(webhookEndpoints).orderBy(webhookEndpoints.id);
}

export async function findEndpoint(db: Db, id: number, lock = false): Promise<WebhookEndpointRow | undefined> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findEndpointWithLast(db: Db, id: number): Promise<EndpointWithLast | undefined> {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, last: lastDelivery })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(tx: Db, values: NewEndpoint): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(tx: Db, id: number, values: Partial<NewEndpoint>): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(tx: Db, id: number): Promise<boolean> {
  const rows = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints that subscribe to `type`. */
export async function subscribers(tx: Db, type: string): Promise<WebhookEndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`))
    .orderBy(webhookEndpoints.id);
}

/** Inserts deliveries; one already there for its endpoint and event (a job run again) is left as it is. Answers the new ones. */
export async function insertDeliveries(tx: Db, rows: readonly NewDelivery[]): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(webhookDeliveries)
    .values([...rows])
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning();
}

/** A page of an endpoint's deliveries, newest first. */
export async function listDeliveries(db: Db, endpointId: number, page: number, size: number) {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(size)
    .offset(page * size);
  return { total: total?.n ?? 0, rows };
}

export async function findDelivery(db: Db, endpointId: number, id: number, lock = false): Promise<WebhookDeliveryRow | undefined> {
  const query = db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A delivery with its endpoint, for the deliver job. */
export async function deliveryWithEndpoint(db: Db, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/**
 * The PENDING delivery of the same resource to the same endpoint nearest to `d` on `side`: `before`, the oldest
 * one older than `d` (it goes first, `d` waits); `after`, the next one that waited for `d`.
 */
export async function pendingBeside(db: Db, d: WebhookDeliveryRow, side: 'before' | 'after'): Promise<number | null> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, d.endpointId),
        eq(webhookDeliveries.resourceKey, d.resourceKey),
        side === 'before' ? lt(webhookDeliveries.id, d.id) : gt(webhookDeliveries.id, d.id),
        eq(webhookDeliveries.status, 'PENDING'),
      ),
    )
    .orderBy(webhookDeliveries.id)
    .limit(1);
  return row?.id ?? null;
}

export async function updateDelivery(db: Db, id: number, values: Partial<NewDelivery>): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}
