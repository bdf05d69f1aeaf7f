import { describe, expect, it } from 'vitest';
import { makeRide } from '../../test/rides';
import { saveWarnings } from './save-warnings';

const NOW = new Date('2026-07-15T10:00:00+02:00');
const client = { id: 21, name: 'Eva Klientová' };

describe('saveWarnings (issue 17 §9)', () => {
  it('asks for a new ride in the past or without a client', () => {
    expect(saveWarnings({ date: '2026-07-15T09:00', customer: client }, null, NOW)).toEqual(['past']);
    expect(saveWarnings({ date: '2026-07-15T11:00', customer: null }, null, NOW)).toEqual(['noClient']);
    expect(saveWarnings({ date: '2026-07-14T11:00', customer: null }, null, NOW)).toEqual(['past', 'noClient']);
    expect(saveWarnings({ date: '2026-07-15T11:00', customer: client }, null, NOW)).toEqual([]);
  });

  it('asks for an edited ride only when its time moves into the past or its client is taken away', () => {
    const past = makeRide({ date: '2026-07-01T08:00:00+02:00', customerId: 21 });
    expect(saveWarnings({ date: '2026-07-01T08:00', customer: client }, past, NOW)).toEqual([]);
    expect(saveWarnings({ date: '2026-07-02T08:00', customer: client }, past, NOW)).toEqual(['past']);
    expect(saveWarnings({ date: '2026-07-01T08:00', customer: null }, past, NOW)).toEqual(['noClient']);
    const noClient = makeRide({ date: '2026-07-20T08:00:00+02:00', customerId: null });
    expect(saveWarnings({ date: '2026-07-20T08:00', customer: null }, noClient, NOW)).toEqual([]);
  });
});
