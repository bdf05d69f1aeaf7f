import {
  etaMinutes,
  isOnline,
  operatingStateOf,
  todayInPrague,
  type DriverSuggestion,
  type Language,
  type DriverSuggestions,
  type SuggestionExclusion,
  type SuggestionReason,
} from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { RideRow, UserRow, VehicleRow } from '../../db/schema/index.ts';
import { haversineKm } from '../../adapters/geo/route-estimate.ts';
import { vehicleUseScope } from '../vehicles/vehicle-access.ts';
import { findDispatchRide } from './dispatch-access.ts';
import * as repo from './suggestions.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { suggestionTexts, type SuggestionTexts } from '../../locales/suggestions.ts';
import { compareCzech } from '../../shared/czech-order.ts';

const NEAR_KM = 5;

type Exclusion = { reason: SuggestionExclusion; detail: string };
type Offer = Awaited<ReturnType<typeof repo.offerOf>>;

const fitsLoad = (v: VehicleRow, ride: RideRow) =>
  v.numberOfPeople >= ride.persons && v.numberOfLuggage >= ride.luggageLarge + ride.luggageSmall;
const fitsOffer = (v: VehicleRow, ride: RideRow, offer: Offer) =>
  (!offer || (v.numberOfPeople >= offer.persons && v.numberOfLuggage >= offer.luggage)) &&
  (!ride.vehicleCategory || v.category === ride.vehicleCategory);
const validOn = (date: string | null, day: string) => date === null || date >= day;

/**
 * The vehicle a driver would take, or why it cannot: no vehicle, none big enough, none of the ride's offer
 * or category, or every fitting one (or the driver) with a document that runs out before the ride's day.
 * The details are in the caller's language (`texts`).
 */
function vehicleFor(
  ride: RideRow,
  offer: Offer,
  own: VehicleRow[],
  expired: { driver: string | null; vehicles: Map<number, string> },
  day: string,
  texts: SuggestionTexts,
): VehicleRow | Exclusion {
  if (own.length === 0) return { reason: 'NO_VEHICLE', detail: texts.noVehicle() };
  const big = own.filter((v) => fitsLoad(v, ride));
  if (big.length === 0)
    return {
      reason: 'VEHICLE_TOO_SMALL',
      detail: texts.tooSmall(ride.persons, ride.luggageLarge + ride.luggageSmall),
    };
  const ofOffer = big.filter((v) => fitsOffer(v, ride, offer));
  if (ofOffer.length === 0)
    return {
      reason: 'VEHICLE_OFFER',
      detail: offer ? texts.offer(offer.name, offer.persons, offer.luggage) : texts.category(ride.vehicleCategory ?? ''),
    };
  if (expired.driver) return { reason: 'DOCUMENT_EXPIRED', detail: expired.driver };
  const valid = ofOffer.filter(
    (v) => validOn(v.technicalInspectionValidUntil, day) && validOn(v.insuranceValidUntil, day) && !expired.vehicles.has(v.id),
  );
  if (valid.length === 0) {
    const v = ofOffer[0]!;
    const why = !validOn(v.technicalInspectionValidUntil, day)
      ? texts.technicalInspection(v.technicalInspectionValidUntil!)
      : !validOn(v.insuranceValidUntil, day)
        ? texts.insurance(v.insuranceValidUntil!)
        : expired.vehicles.get(v.id)!;
    return { reason: 'DOCUMENT_EXPIRED', detail: `${v.registrationPlate}: ${why}` };
  }
  return valid.find((v) => v.id === ride.vehicleId) ?? valid[0]!;
}

/** ★ `GET /api/orders/{id}/driver-suggestions` (docs/api/dispatch.md §2); the exclusion details in `lang`. */
export function createSuggestionsService(deps: { database: Database; clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  return {
    async suggest(caller: UserRow, rideId: number, lang: Language): Promise<DriverSuggestions> {
      const texts = suggestionTexts(lang);
      const ride = await findDispatchRide(db, caller, rideId, { pool: true });
      const at = now();
      const day = todayInPrague(ride.date > at ? ride.date : at);
      const drivers = await repo.candidateDrivers(db, caller.roles.includes('ADMIN') ? null : caller.id);
      const ids = drivers.map((d) => d.id);
      const [pickup, offer, busy, operating, positions, paired] = await Promise.all([
        repo.pickupOf(db, ride.id),
        repo.offerOf(db, ride.vehicleOfferId, lang),
        repo.busyDrivers(db, ride, ids),
        repo.operatingRides(db, ids),
        repo.positionsOf(db, ids),
        repo.pairedVehicles(db, ids, vehicleUseScope(caller)),
      ]);
      const files = await repo.expiredFiles(
        db,
        day,
        ids,
        paired.map((p) => p.vehicle.id),
      );
      const suggestions: DriverSuggestion[] = [];
      const excluded: DriverSuggestions['excluded'] = [];
      for (const d of drivers) {
        if (busy.has(d.id)) {
          excluded.push({ driverId: d.id, name: d.name, reason: 'BUSY', detail: texts.busy() });
          continue;
        }
        const own = paired.filter((p) => p.driverId === d.id).map((p) => p.vehicle);
        const driverFile = files.find((f) => f.userId === d.id);
        const vehicleFiles = new Map(
          files.filter((f) => f.vehicleId !== null).map((f) => [f.vehicleId!, texts.document(f.type, f.validUntil!)]),
        );
        const chosen = vehicleFor(
          ride,
          offer,
          own,
          { driver: driverFile ? texts.document(driverFile.type, driverFile.validUntil!) : null, vehicles: vehicleFiles },
          day,
          texts,
        );
        if ('reason' in chosen) {
          excluded.push({ driverId: d.id, name: d.name, ...chosen });
          continue;
        }
        const pos = positions.get(d.id);
        const online = isOnline(pos?.recordedAt, at);
        const km =
          online && pos && pickup?.lat != null && pickup.lng != null
            ? haversineKm({ lat: pos.latitude, lng: pos.longitude }, { lat: pickup.lat, lng: pickup.lng })
            : null;
        const state = operatingStateOf(operating.get(d.id), pos?.recordedAt, at);
        const reasons: SuggestionReason[] = [
          ...(online ? (['ONLINE'] as const) : []),
          ...(km !== null && km <= NEAR_KM ? (['NEAR'] as const) : []),
          ...(state === 'AVAILABLE' ? (['AVAILABLE'] as const) : state !== 'OFFLINE' ? (['ON_A_RIDE'] as const) : []),
          ...(ride.fleetManagerId !== null && d.fleetManagerId === ride.fleetManagerId ? (['SAME_FLEET'] as const) : []),
          'FITS_VEHICLE',
        ];
        suggestions.push({
          driverId: d.id,
          name: d.name,
          ident: chosen.registrationPlate,
          online,
          operating: state,
          etaMinutes: km === null ? null : etaMinutes(km),
          distanceKm: km === null ? null : Math.round(km * 10) / 10,
          vehicle: {
            id: chosen.id,
            registrationPlate: chosen.registrationPlate,
            brand: chosen.brand,
            model: chosen.model,
            numberOfPeople: chosen.numberOfPeople,
            numberOfLuggage: chosen.numberOfLuggage,
          },
          reasons,
        });
      }
      const rank = (s: DriverSuggestion) => (s.etaMinutes !== null ? 0 : s.online ? 1 : 2);
      suggestions.sort((a, b) => rank(a) - rank(b) || (a.etaMinutes ?? 0) - (b.etaMinutes ?? 0) || compareCzech(a.name, b.name));
      return {
        rideId: ride.id,
        pickup: { address: pickup?.address ?? '', latitude: pickup?.lat ?? null, longitude: pickup?.lng ?? null },
        suggestions,
        excluded,
      };
    },
  };
}
