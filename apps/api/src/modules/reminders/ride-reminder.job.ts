import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isFinal, normalizeLanguage, passengerAlertsOf, type Language, type RideStatus } from '@vozka/domain';
import type { JobDefinition } from '../../adapters/jobs/queue.ts';
import { queueMessages, type Outgoing } from '../../adapters/outbox/outbox.ts';
import { rides, users, type RideRow, type UserRow } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { rideReminderEmail, rideReminderSms, type RideReminderFacts } from '../../locales/reminders.ts';
import { formatPragueDateTime } from '../contracts/contract-pdf.ts';
import { stopsOf } from '../rides/rides.repository.ts';
import { RIDE_REMINDER_JOB, type RideReminderJob } from './ride-schedule.job.ts';

type Person = Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'language' | 'passengerAlerts'>;

/** The ride's passenger, or its customer when it names none (the customer rides itself). */
function whoTravels(ride: RideRow, people: Map<number, Person>): { person: Person; role: 'PASSENGER' | 'CUSTOMER' } | null {
  const passenger = ride.passengerId !== null ? people.get(ride.passengerId) : undefined;
  if (passenger) return { person: passenger, role: 'PASSENGER' };
  const customer = ride.customerId !== null ? people.get(ride.customerId) : undefined;
  return customer ? { person: customer, role: 'CUSTOMER' } : null;
}

/** The reminder of one ride and step, rendered: an e-mail, or an SMS for someone with a phone and no e-mail. */
async function reminderOf(
  db: Db,
  publicUrl: string,
  ride: RideRow,
  job: RideReminderJob,
  people: Map<number, Person>,
): Promise<Outgoing | null> {
  const traveller = whoTravels(ride, people);
  if (!traveller) return null;
  const { person, role } = traveller;
  const customer = ride.customerId !== null ? people.get(ride.customerId) : undefined;
  const language: Language = normalizeLanguage(person.language) ?? normalizeLanguage(customer?.language) ?? 'cs';
  const stops = (await stopsOf(db, [ride.id])).get(ride.id) ?? [];
  const facts: RideReminderFacts = {
    step: job.step,
    name: person.name || null,
    when: formatPragueDateTime(job.for, language),
    pickUp: stops[0]?.address ?? '',
    destination: stops.length > 1 ? stops[stops.length - 1]!.address : null,
    trackingUrl: `${publicUrl}/${ride.trackingSlug}/track-your-driver`,
  };
  const common = {
    kind: job.step === '24h' ? 'REMINDER_24H' : 'REMINDER_1H',
    language,
    userId: person.id,
    rideId: ride.id,
    role,
    dedupeKey: `reminder:${ride.id}:${job.step}:${job.for}`,
  };
  if (person.email) return { ...common, channel: 'EMAIL', recipient: person.email, ...rideReminderEmail(language, facts) };
  if (person.phone) return { ...common, channel: 'SMS', recipient: person.phone, text: rideReminderSms(language, facts) };
  return null;
}

/**
 * Sends one planned reminder (ride-schedule.job.ts) if the ride still wants it: it exists, is not cancelled,
 * done or deleted, still starts at the planned time and has not started yet, and its customer has not
 * switched reminders off (`passenger_alerts.reminders`). The delivery's key (ride, step, date) makes a
 * second run send nothing.
 */
export function rideReminderJob(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'publicUrl' | 'clock'>): JobDefinition<RideReminderJob> {
  return {
    name: RIDE_REMINDER_JOB,
    handle: async (job) => {
      await deps.database.db.transaction(async (tx) => {
        const [ride] = await tx.select().from(rides).where(eq(rides.id, job.rideId));
        const now = deps.clock.now();
        if (!ride || isFinal(ride.status as RideStatus) || ride.date.toISOString() !== job.for || ride.date <= now) return;
        const ids = [ride.passengerId, ride.customerId].filter((id): id is number => id !== null);
        const rows =
          ids.length === 0
            ? []
            : await tx
                .select({
                  id: users.id,
                  name: users.name,
                  email: users.email,
                  phone: users.phone,
                  language: users.language,
                  passengerAlerts: users.passengerAlerts,
                })
                .from(users)
                .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
        const people = new Map(rows.map((r) => [r.id, r]));
        const customer = ride.customerId !== null ? people.get(ride.customerId) : undefined;
        if (customer && !passengerAlertsOf(customer.passengerAlerts).reminders) return;
        const message = await reminderOf(tx, deps.publicUrl, ride, job, people);
        if (message) await queueMessages(tx, deps.jobs, [message], now);
      });
    },
  };
}
