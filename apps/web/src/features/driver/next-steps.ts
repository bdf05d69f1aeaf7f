import { driverStepRefusal, noShowAllowedFrom, type Ride, type RideStatus, type StepRefusal } from '@vozka/domain';

/** The driver's steps, in the order a ride goes through them (spec §4, the status machine). */
export const DRIVER_STEPS = ['ACCEPTED_BY_DRIVER', 'ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED', 'DONE'] as const;
/** Steps that step back or end the ride without it happening: shown less prominently. */
export const DRIVER_SIDE_STEPS = ['UNCONFIRMED', 'NOT_ARRIVED'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number] | (typeof DRIVER_SIDE_STEPS)[number];

export interface NextStep {
  status: DriverStep;
  /** The forward step is the big filled button; declining and "did not arrive" are outlined. */
  primary: boolean;
  /** "Did not arrive" only after the waiting grace time: until then the time it becomes possible. */
  availableAt: Date | null;
  /** Why the step is not possible now (the API's rule, docs/decisions/0034): the button is disabled and says why. */
  refusal: StepRefusal | null;
}

/** What the clock rules of the driver's steps need besides the ride: the lead time and the driver's active ride. */
export interface StepRules {
  leadMinutes: number;
  otherActiveRideId: number | null;
}

const isDriverStep = (status: RideStatus): status is DriverStep =>
  (DRIVER_STEPS as readonly string[]).includes(status) || (DRIVER_SIDE_STEPS as readonly string[]).includes(status);

/** When a driver may report a no-show: the pick-up time plus the grace time. */
export function noShowAllowedAt(ride: Pick<Ride, 'date'>): Date {
  return noShowAllowedFrom(new Date(ride.date));
}

/**
 * The buttons of the driver's screen for a ride: only the statuses the API allows next
 * (`abilities.nextStatuses`) that are the driver's steps, the forward step first.
 */
export function nextSteps(ride: Pick<Ride, 'abilities' | 'date' | 'status'>, now: Date = new Date(), rules?: StepRules): NextStep[] {
  const allowed = ride.abilities.nextStatuses.filter(isDriverStep);
  const refusalOf = (to: RideStatus) =>
    rules
      ? driverStepRefusal({
          from: ride.status,
          to,
          date: new Date(ride.date),
          now,
          leadMinutes: rules.leadMinutes,
          otherActiveRideId: rules.otherActiveRideId,
        })
      : null;
  const forward = DRIVER_STEPS.filter((s) => allowed.includes(s)).map((status) => {
    const refusal = refusalOf(status);
    return { status, primary: true, availableAt: refusal?.availableAt ?? null, refusal };
  });
  const side = DRIVER_SIDE_STEPS.filter((s) => allowed.includes(s)).map((status) => {
    const at = status === 'NOT_ARRIVED' ? noShowAllowedAt(ride) : null;
    return { status, primary: false, availableAt: at && at > now ? at : null, refusal: null };
  });
  return [...forward, ...side];
}
