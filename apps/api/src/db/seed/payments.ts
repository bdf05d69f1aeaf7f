import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentIntentItems, paymentIntents, payments, rides, sandboxIntents } from '../schema/index.ts';

const UNPAYABLE = ['CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER', 'DELETED', 'NOT_ARRIVED'];
/** Booked, not yet under way: an online payment for such a ride is still to be made. */
const AHEAD = ['NEW', 'FREE', 'UNCONFIRMED', 'PLANNED', 'ACCEPTED_BY_DRIVER'];
const publicId = () => randomBytes(16).toString('base64url');

/**
 * The demo rides' payment records, consistent with the `paid` the ride seed drew (docs/decisions/0009):
 * every paid ride has one paid payment of its payment type — a cash one recorded by its driver, an
 * online one paid through a succeeded sandbox intent — and a priced, unpaid ONLINE or invoiced ride that
 * is still on has one unpaid payment, so its public link `/check-payment/drive/{paymentSecret}` can be paid
 * with the sandbox's test cards. The ONLINE rides booked ahead are all left to pay (their ride turns
 * unpaid), so the demo customer has something to pay. Other rides have none (and are not paid).
 */
export async function seedDemoPayments(tx: Db, now: Date): Promise<void> {
  const all = await tx.select().from(rides).orderBy(asc(rides.id));
  for (const ride of all) {
    if (ride.clientPrice === null || ride.status === 'DELETED') continue;
    const type = ride.paymentType ?? 'INVOICE';
    if (type === 'ONLINE' && ride.paid && AHEAD.includes(ride.status) && ride.date > now) {
      await tx.update(rides).set({ paid: false }).where(eq(rides.id, ride.id));
      ride.paid = false;
    }
    const payable = !UNPAYABLE.includes(ride.status) && (type === 'ONLINE' || (type === 'INVOICE' && ride.status === 'DONE'));
    if (!ride.paid && !payable) continue;
    const paidAt = ride.paid ? new Date(Math.min((ride.doneTime ?? ride.date).getTime(), now.getTime())) : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        rideId: ride.id,
        publicId: publicId(),
        price: ride.clientPrice,
        paid: ride.paid,
        paidAt,
        type,
        description: type === 'CASH_DRIVER' ? 'Hotovost převzal řidič' : null,
        createdBy: type === 'CASH_DRIVER' ? ride.driverId : ride.createdBy,
        createdAt: ride.createdAt,
      })
      .returning();
    if (type === 'ONLINE' && ride.paid) await paidOnline(tx, payment!.id, ride.clientPrice);
  }
}

/** A succeeded sandbox intent behind a payment, as if the customer had paid with the success card. */
async function paidOnline(tx: Db, paymentId: number, amount: number): Promise<void> {
  const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
  const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
  await tx.insert(sandboxIntents).values({
    id,
    clientSecret,
    amount,
    currency: 'czk',
    status: 'succeeded',
    metadata: JSON.stringify({ paymentIds: String(paymentId) }),
  });
  const [intent] = await tx
    .insert(paymentIntents)
    .values({
      provider: 'sandbox',
      providerIntentId: id,
      clientSecret,
      amount,
      status: 'succeeded',
      itemsKey: `sandbox:${paymentId}:${amount}`,
      open: false,
    })
    .returning({ id: paymentIntents.id });
  await tx.insert(paymentIntentItems).values({ intentId: intent!.id, paymentId });
  await tx.update(payments).set({ intentId: intent!.id }).where(eq(payments.id, paymentId));
}
