import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../shared/translate.ts';
import { canUndoStep, driverStepRefusal, onTheWayAllowedFrom, pragueClock, type StepCheck } from './driver-steps.ts';
import { RIDE_STATUSES } from './ride-status.ts';

// 14:30 Prague time (winter, UTC+1).
const PICK_UP = new Date('2026-11-26T13:30:00Z');
const MIN = 60_000;

function check(overrides: Partial<StepCheck>): StepCheck {
  return {
    from: 'ACCEPTED_BY_DRIVER',
    to: 'ON_THE_WAY',
    date: PICK_UP,
    now: PICK_UP,
    leadMinutes: 90,
    otherActiveRideId: null,
    ...overrides,
  };
}

describe('the driver sets off no earlier than the lead time before the pick-up', () => {
  it('is refused a minute too early, with the time it may, and allowed from then on', () => {
    const early = driverStepRefusal(check({ now: new Date(PICK_UP.getTime() - 91 * MIN) }));
    expect(early).toEqual({
      code: 'RIDE_STEP_TOO_EARLY',
      params: { minutes: 90, time: '13:00' },
      availableAt: new Date(PICK_UP.getTime() - 90 * MIN),
    });
    expect(translate('RIDE_STEP_TOO_EARLY', 'en', early?.params)).toBe(
      'You can set off at the earliest 90 minutes before pick-up (from 13:00).',
    );
    expect(translate('RIDE_STEP_TOO_EARLY', 'cs', early?.params)).toBe('Vyrazit můžete nejdříve 90 minut před vyzvednutím (od 13:00).');
    expect(driverStepRefusal(check({ now: new Date(PICK_UP.getTime() - 90 * MIN) }))).toBeNull();
    expect(driverStepRefusal(check({ now: new Date(PICK_UP.getTime() + 30 * MIN) }))).toBeNull();
  });

  it('for any lead time and moment: refused exactly while now is before pick-up minus the lead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.integer({ min: -3000, max: 3000 }), (lead, offset) => {
        const now = new Date(PICK_UP.getTime() + offset * MIN);
        const refusal = driverStepRefusal(check({ now, leadMinutes: lead }));
        expect(refusal !== null).toBe(now < onTheWayAllowedFrom(PICK_UP, lead));
      }),
    );
  });

  it('writes the time on the Prague clock, summer and winter', () => {
    expect(pragueClock(new Date('2026-07-01T10:05:00Z'))).toBe('12:05');
    expect(pragueClock(new Date('2026-12-31T23:59:00Z'))).toBe('00:59');
  });
});

describe('DONE only once the driver is at the pick-up', () => {
  it('is refused from every status before ON_THE_PLACE, whatever the time', () => {
    for (const from of ['PLANNED', 'ACCEPTED_BY_DRIVER', 'ON_THE_WAY'] as const) {
      expect(driverStepRefusal(check({ from, to: 'DONE' }))?.code).toBe('RIDE_DONE_BEFORE_ON_THE_PLACE');
    }
    expect(driverStepRefusal(check({ from: 'OCCUPIED', to: 'DONE' }))).toBeNull();
    expect(driverStepRefusal(check({ from: 'ON_THE_PLACE', to: 'DONE' }))).toBeNull();
  });
});

describe('one ride at a time', () => {
  it('refuses setting off while another ride is on the way, at the pick-up or occupied; further steps of the active ride go on', () => {
    expect(driverStepRefusal(check({ otherActiveRideId: 7 }))).toEqual({
      code: 'RIDE_OTHER_ACTIVE',
      params: { rideId: 7 },
      availableAt: null,
    });
    expect(driverStepRefusal(check({ from: 'ON_THE_WAY', to: 'ON_THE_PLACE', otherActiveRideId: 7 }))).toBeNull();
    expect(driverStepRefusal(check({ from: 'PLANNED', to: 'ACCEPTED_BY_DRIVER', otherActiveRideId: 7 }))).toBeNull();
  });

  it('never refuses a step outside the three rules', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RIDE_STATUSES), fc.constantFrom(...RIDE_STATUSES), (from, to) => {
        fc.pre(to !== 'DONE' && to !== 'ON_THE_WAY');
        expect(driverStepRefusal(check({ from, to, otherActiveRideId: null }))).toBeNull();
      }),
    );
  });
});

describe('undo', () => {
  it('is possible for 2 minutes after a forward step, not for declining', () => {
    const madeAt = new Date('2026-11-26T10:00:00Z');
    expect(canUndoStep({ status: 'DONE', madeAt }, new Date(madeAt.getTime() + 119_000))).toBe(true);
    expect(canUndoStep({ status: 'DONE', madeAt }, new Date(madeAt.getTime() + 120_000))).toBe(false);
    expect(canUndoStep({ status: 'UNCONFIRMED', madeAt }, madeAt)).toBe(false);
  });
});
