import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { deliveries, vehicles } from '../../db/schema/index.ts';
import type { CaughtMail } from '../../test/mail-catcher.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { ridePeople, type RidePeople } from '../rides/test-support.ts';
import type { RideEventJob } from '../../shared/ride-events.ts';
import { rideEventJob } from './ride-event.job.ts';

/**
 * A ride e-mails test file's app: queue workers off (a test runs the queue with `settle`), the ride people
 * and a vehicle of the first fleet; each test starts with the queue drained and no caught mail.
 * `ready` receives them (`useRideMailsApp((app, people, vehicle) => ((t = app), (p = people), (vehicleId = vehicle)))`);
 * the answer is what the tests ask of the app (`rideMailsKit`).
 */
export function useRideMailsApp(ready: (app: TestApp, people: RidePeople, vehicleId: number) => void): RideMailsKit {
  let started: TestApp | undefined;
  useTestApp(
    async (app) => {
      started = app;
      const people = await ridePeople(app);
      const [car] = await app.database.db
        .insert(vehicles)
        .values({ brand: 'Škoda', model: 'Superb', registrationPlate: '1AB 2345', color: 'BLACK', fleetManagerId: people.fm.id })
        .returning();
      ready(app, people, car!.id);
    },
    { jobs: { workers: false } },
  );
  beforeEach(async () => {
    await started!.app.jobs.drain();
    started!.mail.messages.length = 0;
  });
  return rideMailsKit(() => started!);
}

type RideMailsKit = ReturnType<typeof rideMailsKit>;

/** What the ride e-mails tests ask of their app (`app` answers it once it is ready). */
function rideMailsKit(app: () => TestApp) {
  return {
    /** Runs every queued job (the fan-out, then the deliveries) to the SMTP catcher. */
    settle: () => app().app.jobs.drain(),
    mailsTo: (user: { email: string | null }): CaughtMail[] => app().mail.messages.filter((m) => m.to.includes(user.email!)),
    /** A pick-up within the driver's lead time (issue 17 §2) and too close for the passenger's reminders. */
    soon: () => new Date(app().clock.now().getTime() + 50 * 60_000),
    deliveriesOf: (rideId: number) => app().database.db.select().from(deliveries).where(eq(deliveries.rideId, rideId)),
    /** The fan-out job as the app runs it, to hand events to directly. */
    eventJob: () => {
      const t = app();
      return rideEventJob({ database: t.database, jobs: t.app.jobs, publicUrl: 'http://vozka.test', clock: t.clock });
    },
    /** A fan-out event of a ride that stays in `status` (made now by `actorId`). */
    rideEvent: (rideId: number, kind: RideEventJob['kind'], actorId: number, status: string, changes: RideEventJob['changes'] = []) => {
      const at = app().clock.now().toISOString();
      const event: RideEventJob = { rideId, kind, created: false, at, actorId, statusBefore: status, statusAfter: status, changes };
      return event;
    },
  };
}
