import type { TApiKey, TVehicleOffer, Vehicle } from '@vozka/domain';

/** A maker of test records: fresh `defaults()` each call, with `overrides` over them. */
export function fixture<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

/** A vehicle as the API sends it (GET /api/vehicles): a black business Skoda Superb with its dates, active, no fleet. */
export const makeVehicle = fixture<Vehicle>(() => ({
  id: 2,
  registrationPlate: '1AB2345',
  brand: 'Skoda',
  model: 'Superb',
  category: 'BUSINESS',
  color: 'BLACK',
  interior: 'LEATHER',
  numberOfPeople: 4,
  numberOfLuggage: 3,
  firstRegistration: '2022-03-01',
  technicalInspectionValidUntil: '2027-03-01',
  insuranceValidUntil: '2027-01-31',
  active: true,
  fleetManager: null,
  drivers: [],
  note: null,
}));

/** A vehicle offer as the API sends it (GET /api/vehicle-offers): a public transfer sedan, no photo, for everyone. */
export const makeVehicleOffer = fixture<TVehicleOffer>(() => ({
  id: 1,
  name: 'Business sedan',
  nameEn: null,
  persons: 3,
  luggage: 3,
  transfer: true,
  rent: false,
  congress: false,
  rentPricePerHour: null,
  public: true,
  description: null,
  photoFileId: null,
  photoUrl: null,
  flightBufferMinutes: null,
  allowedClients: [],
}));

/** An API key as the API lists it (GET /api/api-keys): `Key <id>` of the customer Hotel Praha, made by an admin, unused, active. */
export function makeApiKey(id: number, overrides: Partial<TApiKey> = {}): TApiKey {
  return {
    id,
    name: `Key ${id}`,
    prefix: 'vzk_0a1b2c3d',
    scopes: ['rides:read'],
    owner: { id: 40, name: 'Hotel Praha', role: 'CUSTOMER' },
    createdBy: { id: 1, name: 'Admin Adam' },
    createdAt: '2026-11-20T09:00:00Z',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}
