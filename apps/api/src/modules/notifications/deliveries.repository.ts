import { and, arrayContains, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Delivery, DeliveryStatus, Role } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { deliveries, users, type DeliveryRow, type RideRow } from '../../db/schema/index.ts';

const author = alias(users, 'delivery_author');

const listColumns = { delivery: deliveries, recipientName: users.name, createdByName: author.name };

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(deliveries)
    .leftJoin(users, eq(users.id, deliveries.userId))
    .leftJoin(author, eq(author.id, deliveries.createdBy))
    .where(where)
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
}

type ListRow = { delivery: DeliveryRow; recipientName: string | null; createdByName: string | null };

/** A delivery as the API shows it: a body that holds (or held) a sign-in link is never shown. */
export function presentDelivery({ delivery: d, recipientName, createdByName }: ListRow): Delivery {
  return {
    id: d.id,
    rideId: d.rideId,
    kind: d.kind,
    channel: d.channel as Delivery['channel'],
    recipient: d.recipient,
    recipientName,
    role: (d.role as Role | null) ?? null,
    language: d.language === 'cs' ? 'cs' : 'en',
    subject: d.subject,
    body: d.sensitive ? null : d.text,
    status: d.status as DeliveryStatus,
    attempts: d.attempts,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    sentAt: d.sentAt?.toISOString() ?? null,
    createdByName,
  };
}

/** Every e-mail and SMS of a ride, newest first. */
export async function listRideDeliveries(db: Db, rideId: number): Promise<Delivery[]> {
  return (await listQuery(db, eq(deliveries.rideId, rideId))).map(presentDelivery);
}

/** A page of the portal's deliveries (of one status), newest first. */
export async function listDeliveries(db: Db, status: DeliveryStatus | undefined, page: number, size: number) {
  const where = status ? eq(deliveries.status, status) : undefined;
  const [total] = await db.select({ n: count() }).from(deliveries).where(where);
  const rows = await listQuery(db, where)
    .limit(size)
    .offset(page * size);
  return { total: total?.n ?? 0, objects: rows.map(presentDelivery) };
}

export async function findDelivery(db: Db, id: number, lock = false): Promise<DeliveryRow | undefined> {
  const query = db.select().from(deliveries).where(eq(deliveries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPresentedDelivery(db: Db, id: number): Promise<Delivery | undefined> {
  const [row] = await listQuery(db, eq(deliveries.id, id));
  return row ? presentDelivery(row) : undefined;
}

/** Who a message to the ride's users of `role` goes to: the ride's own person, or every ADMIN; never an INACTIVE account. */
export async function rideRecipients(db: Db, ride: RideRow, role: Role) {
  const columns = { id: users.id, name: users.name, email: users.email, phone: users.phone, language: users.language };
  const active = ne(users.status, 'INACTIVE');
  if (role === 'ADMIN')
    return db
      .select(columns)
      .from(users)
      .where(and(arrayContains(users.roles, ['ADMIN']), active))
      .orderBy(users.id);
  const id = { FLEET_MANAGER: ride.fleetManagerId, DRIVER: ride.driverId, CUSTOMER: ride.customerId, PASSENGER: ride.passengerId }[role];
  if (id === null) return [];
  return db
    .select(columns)
    .from(users)
    .where(and(inArray(users.id, [id]), active));
}
