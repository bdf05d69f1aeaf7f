import { describe, expect, it } from 'vitest';
import { bufferOf, delayMinutesOf, nextCheckAt, pickupFor } from './flight-plan.ts';

const arrival = new Date('2026-11-28T14:00:00Z');
const at = (minutes: number) => new Date(arrival.getTime() + minutes * 60_000);
const limits = { maxEarlierMinutes: 60, maxLaterMinutes: 240 };

describe('nextCheckAt', () => {
  const scheduled = { scheduledArrival: arrival, expectedArrival: null, status: 'SCHEDULED' as const };
  it('waits until 6 h before the scheduled arrival', () => {
    expect(nextCheckAt(scheduled, at(-10 * 60))).toEqual(at(-6 * 60));
  });
  it('asks every 15 min, never past the start of the last hour', () => {
    expect(nextCheckAt(scheduled, at(-6 * 60))).toEqual(at(-6 * 60 + 15));
    expect(nextCheckAt(scheduled, at(-70))).toEqual(at(-60));
  });
  it('asks every 5 min in the last hour before the expected landing', () => {
    expect(nextCheckAt(scheduled, at(-60))).toEqual(at(-55));
    // Delayed by 2 h: the last hour is counted from the expected landing.
    expect(nextCheckAt({ ...scheduled, expectedArrival: at(120), status: 'DELAYED' }, at(0))).toEqual(at(15));
  });
  it('stops after a landing, a cancellation, a diversion, and once long overdue', () => {
    for (const status of ['LANDED', 'CANCELLED', 'DIVERTED'] as const) expect(nextCheckAt({ ...scheduled, status }, at(-30))).toBeNull();
    expect(nextCheckAt(scheduled, at(6 * 60 + 1))).toBeNull();
    expect(nextCheckAt({ ...scheduled, status: 'UNKNOWN' }, at(-30))).toEqual(at(-25));
  });
});

describe('pickupFor', () => {
  it('is the landing plus the buffer', () => {
    expect(pickupFor(arrival, at(40), 20, limits)).toEqual(at(60));
    expect(pickupFor(arrival, at(-15), 20, limits)).toEqual(at(5));
  });
  it('stays within the limits around the planned pickup', () => {
    expect(pickupFor(arrival, at(600), 20, limits)).toEqual(at(20 + 240));
    expect(pickupFor(arrival, at(-120), 20, limits)).toEqual(at(20 - 60));
    expect(pickupFor(arrival, at(30), 20, { maxEarlierMinutes: 0, maxLaterMinutes: 0 })).toEqual(at(20));
  });
});

describe('bufferOf and delayMinutesOf', () => {
  it('client over offer over default', () => {
    expect(bufferOf(45, 30, 20)).toBe(45);
    expect(bufferOf(null, 30, 20)).toBe(30);
    expect(bufferOf(null, null, 20)).toBe(20);
    expect(bufferOf(0, 30, 20)).toBe(0);
  });
  it('whole minutes, negative when early, null without an estimate', () => {
    expect(delayMinutesOf(arrival, at(40))).toBe(40);
    expect(delayMinutesOf(arrival, at(-15))).toBe(-15);
    expect(delayMinutesOf(arrival, null)).toBeNull();
  });
});
