import type { TVehicleOffer, Vehicle } from '@vozka/domain';

/** A vehicle as the API sends it (GET /api/vehicles): a black business Skoda Superb with its dates, active, no fleet. */
export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
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
    ...overrides,
  };
}

/** A vehicle offer as the API sends it (GET /api/vehicle-offers): a public transfer sedan, no photo, for everyone. */
export function makeVehicleOffer(overrides: Partial<TVehicleOffer> = {}): TVehicleOffer {
  return {
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
    ...overrides,
  };
}
