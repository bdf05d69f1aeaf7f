import { type Party, type Ride, type RideAbilities, type Role, rideAbilities } from '@vozka/domain';
import { fixture } from './fixtures';

/** The `abilities` the API sends to a caller standing to the ride as `parties` (the domain's rule). */
export function abilitiesAs(
  parties: Party[],
  ride: Pick<Ride, 'status' | 'previousStatus' | 'fleetManagerId'> = makeRide(),
): RideAbilities {
  return rideAbilities(ride, new Set(parties));
}

/** How a user of each role stands to the test ride: the ride of its fleet, its driver, customer, passenger. */
const PARTIES: Record<Role, Party[]> = {
  ADMIN: ['ADMIN'],
  FLEET_MANAGER: ['RIDE_FLEET_MANAGER', 'POOL_FLEET_MANAGER'],
  DRIVER: ['ASSIGNED_DRIVER'],
  CUSTOMER: ['RIDE_CUSTOMER'],
  PASSENGER: ['RIDE_PASSENGER'],
};

/** The test ride with the `abilities` the API sends a user of `role` who is that party of it. */
export function makeRideFor(role: Role, overrides: Partial<Ride> = {}): Ride {
  const ride = makeRide(overrides);
  return { ...ride, abilities: abilitiesAs(PARTIES[role], ride), ...(overrides.abilities ? { abilities: overrides.abilities } : {}) };
}

/** A ride as the API answers it to ADMIN (every field), for the rides tests. */
export const makeRide = fixture<Ride>(() => ({
  id: 12,
  secretIdent: 'abc123secret',
  paymentSecret: 'pay456secret',
  status: 'UNCONFIRMED',
  previousStatus: 'NEW',
  version: 3,
  type: 'TRANSFER',
  roundTrip: false,
  toAndBack: false,
  date: '2026-07-15T12:30:00Z',
  returnDate: null,
  onThePlaceTime: null,
  doneTime: null,
  numberOfHours: null,
  person: 2,
  route: [
    { address: 'Letiště Václava Havla, Praha', placeId: null, lat: null, lng: null, note: null },
    { address: 'Hotel Paříž, Praha', placeId: null, lat: null, lng: null, note: null },
  ],
  customerId: 21,
  customerName: 'Hotel Praha',
  passengerId: 31,
  passengerName: 'Eva Cestující',
  passengerPhone: '+420 777 000 111',
  passengerEmail: null,
  driverId: null,
  driverName: null,
  driverPhone: null,
  fleetManagerId: null,
  fleetManagerName: null,
  vehicleId: null,
  vehicleBrand: null,
  vehicleModel: null,
  vehicleColor: null,
  vehicleRegistrationPlate: null,
  vehicleOfferId: null,
  vehicleOfferName: null,
  vehicleCategory: 'BUSINESS',
  waiting: 0,
  driverPrice: 900,
  priceForClient: 1250,
  paymentType: 'INVOICE',
  paid: false,
  largeLuggage: 1,
  smallLuggage: 0,
  childSeats: 0,
  childSeatCushions: 0,
  animals: 0,
  golfBags: 0,
  cradles: 0,
  flightNumber: 'OK123',
  flightCompany: null,
  timeOfArrival: null,
  flightLabel: null,
  driverNote: null,
  clientNote: null,
  dispatchingNote: 'VIP',
  pickUpNote: 'Terminal 2',
  destinationNote: null,
  meetingBoard: null,
  cancelReason: null,
  seen: true,
  createdAt: '2026-07-01T08:00:00Z',
  updatedAt: '2026-07-01T08:00:00Z',
  abilities: {
    edit: true,
    nextStatuses: [],
    clearFleet: true,
    setWaiting: true,
    duplicate: true,
    delete: true,
    history: true,
    markSeen: true,
    notifications: true,
    payments: { view: true, manage: true, addCash: false, copyLinks: true },
  },
}));

/** A ride's tracked flight as the API sends it (`Ride.flight`): scheduled, not checked yet. */
export { makeRideFlight } from '@vozka/domain';
