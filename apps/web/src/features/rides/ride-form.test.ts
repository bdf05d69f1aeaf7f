import { ZRideInput } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { makeRide } from '../../test/rides';
import { rideFormDefaults, rideFormField, rideFormToBody } from './ride-form';
import { validateRideForm } from './ride-validation';

describe('ride form values', () => {
  it('turns a ride into form values and back into a valid body with its version', () => {
    const ride = makeRide({ status: 'UNCONFIRMED', abilities: { ...makeRide().abilities, nextStatuses: ['PLANNED'] } });
    const values = rideFormDefaults(ride);
    expect(values.date).toBe('2026-07-15T14:30');
    expect(values.stops[0]).toEqual({ address: 'Letiště Václava Havla, Praha', note: 'Terminal 2' });

    const body = rideFormToBody({ ...values, status: 'PLANNED' }, { dispatch: true, ride });
    expect(ZRideInput.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      version: 3,
      status: 'PLANNED',
      date: '2026-07-15T14:30:00+02:00',
      pickUpNote: 'Terminal 2',
      priceForClient: 1250,
      dispatchingNote: 'VIP',
    });
    expect(rideFormToBody(values, { dispatch: true, ride })).not.toHaveProperty('status'); // unchanged
  });

  it('a driver given in the edit form plans a waiting ride, as the assign screen does (issue 17 §9)', () => {
    const abilities = { ...makeRide().abilities, nextStatuses: ['PLANNED' as const] };
    const ride = makeRide({ status: 'NEW', driverId: null, driverName: null, abilities });
    const values = { ...rideFormDefaults(ride), driver: { id: 7, name: 'Karel' } };
    expect(rideFormToBody(values, { dispatch: true, ride })).toMatchObject({ driverId: 7, status: 'PLANNED' });
    // Not when PLANNED is not offered, nor when the driver stays, nor for a finished ride.
    const noPlan = makeRide({ status: 'NEW', driverId: null, abilities: { ...abilities, nextStatuses: [] } });
    expect(rideFormToBody(values, { dispatch: true, ride: noPlan })).not.toHaveProperty('status');
    const same = makeRide({ status: 'NEW', driverId: 7, abilities });
    expect(rideFormToBody(values, { dispatch: true, ride: same })).not.toHaveProperty('status');
    const done = makeRide({ status: 'DONE', driverId: null, abilities });
    expect(rideFormToBody({ ...values, status: 'DONE' }, { dispatch: true, ride: done })).not.toHaveProperty('status');
  });

  it('lets a rent end anywhere (an empty destination is dropped) but needs its hours', () => {
    const values = { ...rideFormDefaults(), type: 'RENT' as const, date: '2026-02-01T10:00' };
    values.stops = [
      { address: 'Hotel Paříž', note: '' },
      { address: '', note: '' },
    ];
    expect(validateRideForm(values, { dispatch: true })).toEqual({ numberOfHours: 'FILL_EVERY_FIELD' });
    const body = rideFormToBody({ ...values, numberOfHours: 4 }, { dispatch: true });
    expect(body.route).toEqual([{ address: 'Hotel Paříž', note: null }]);
    expect(body.destinationNote).toBeNull();
    expect(validateRideForm({ ...values, type: 'TRANSFER' }, { dispatch: true })).toEqual({
      'stops.1.address': 'FILL_EVERY_FIELD',
    });
  });

  it('asks for the return of a to-and-back ride and a reason when dispatch cancels for the driver', () => {
    const ride = makeRide({ status: 'PLANNED' });
    const values = { ...rideFormDefaults(ride), toAndBack: true, status: 'CANCELED_BY_DRIVER' as const };
    expect(validateRideForm(values, { dispatch: true, ride })).toEqual({
      returnDate: 'FILL_EVERY_FIELD',
      cancelReason: 'FILL_EVERY_FIELD',
    });
  });

  it("names the API's fields as the form does", () => {
    expect(rideFormField('route.1.address')).toBe('stops.1.address');
    expect(rideFormField('driverId')).toBe('driver');
    expect(rideFormField('date')).toBe('date');
  });
});
