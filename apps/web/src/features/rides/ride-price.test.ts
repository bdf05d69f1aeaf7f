import { describe, expect, it } from 'vitest';
import { ridePriceParams } from './ride-price';

const base = {
  type: 'TRANSFER' as const,
  numberOfHours: '',
  roundTrip: false,
  toAndBack: false,
  vehicleOfferId: '2',
  clientId: 9,
};
const T1 = { address: 'Letiště Václava Havla Praha – Terminál 1', placeId: 'builtin:t1' };
const VN = { address: 'Václavské náměstí', placeId: 'builtin:vn' };

describe('ridePriceParams', () => {
  it('prices the chosen pick-up, stops and destination for the chosen offer and client', () => {
    const stop = { address: 'Hlavní nádraží', placeId: 'builtin:hln' };
    expect(ridePriceParams({ ...base, stops: [T1, stop, { address: '', placeId: null }, VN] })).toEqual({
      params: {
        clientId: '9',
        vehicleOfferId: '2',
        type: 'TRANSFER',
        direction: 'ONE_WAY',
        roundTrip: 'false',
        toAndBack: 'false',
        placeIdStart: 'builtin:t1',
        addressStart: T1.address,
        placeIdEnd: 'builtin:vn',
        addressEnd: VN.address,
        placeIdVia: ['builtin:hln'],
      },
    });
  });

  it('needs an offer and chosen addresses; a rent needs hours above 0', () => {
    expect(ridePriceParams({ ...base, vehicleOfferId: null, stops: [{ address: 'typed', placeId: null }, { address: '' }] })).toEqual({
      errors: { vehicleOfferId: 'REQUIRED', 'stops.0.address': 'ADDRESS_NOT_CHOSEN', 'stops.1.address': 'REQUIRED' },
    });
    expect(ridePriceParams({ ...base, type: 'RENT', numberOfHours: 0, stops: [T1] })).toEqual({
      errors: { numberOfHours: 'MUST_BE_POSITIVE' },
    });
    expect(ridePriceParams({ ...base, type: 'RENT', numberOfHours: 3, stops: [T1] })).toEqual({
      params: {
        clientId: '9',
        vehicleOfferId: '2',
        type: 'RENT',
        rentHours: '3',
        distance: '100',
        direction: 'ONE_WAY',
      },
    });
  });
});
