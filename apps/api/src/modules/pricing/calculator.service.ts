import {
  calculatePrices,
  dominantRole,
  halereToCzk,
  pricesForAnyClient,
  withVat,
  type PlaceRef,
  type PriceQuery,
  type Language,
  type PriceResult,
} from '@vozka/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isGeoError, type GeoError, type GeoPoint, type GeoProvider } from '../../adapters/geo/index.ts';
import { AppError } from '../../shared/errors.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { loadPricing } from './pricing-data.ts';
import { toPublicOffer } from './vehicle-offers.service.ts';
import type { VehicleOfferRow } from '../../db/schema/index.ts';

type Caller = Pick<UserRow, 'id' | 'roles' | 'clientId'>;

/** ADMIN and FLEET_MANAGER price for any client; a CUSTOMER for itself; a PASSENGER for its client. */
export function clientIdFor(caller: Caller, asked: number | null): number | null {
  if (pricesForAnyClient(caller.roles)) return asked;
  if (dominantRole(caller.roles) === 'CUSTOMER') return caller.id;
  return caller.clientId ?? null;
}

interface RouteInfo {
  distanceKm: number | null;
  estimate: boolean;
  /** The geo service failed: only fixed prices could answer. */
  failure: GeoError | null;
  start: PlaceRef;
  end: PlaceRef;
}

/** The price calculator (docs/api/pricing.md §5 `GET /api/prices/calculate`). */
export function createCalculatorService(deps: { database: Database; geo: GeoProvider; logger: FastifyBaseLogger }) {
  const { db } = deps.database;

  /** Geocodes every point (an unknown place id → 400 on its field) and routes through them. */
  async function routeOf(query: Extract<PriceQuery, { by: 'ADDRESSES' }>): Promise<RouteInfo> {
    const places = [
      { field: 'placeIdStart', ref: query.start },
      ...(query.via ?? []).map((ref, i) => ({ field: `placeIdVia.${i}`, ref })),
      { field: 'placeIdEnd', ref: query.end },
    ];
    const found = await Promise.allSettled(places.map((p) => deps.geo.geocode(p.ref.placeId!)));
    let failure: GeoError | null = null;
    const points: GeoPoint[] = [];
    const addresses: (string | null)[] = [];
    for (const [i, result] of found.entries()) {
      if (result.status === 'rejected') {
        if (!isGeoError(result.reason)) throw result.reason;
        failure ??= result.reason;
      } else if (result.value === null) {
        throw new AppError(400, 'ADDRESS_NOT_CHOSEN', { fields: { [places[i]!.field]: 'ADDRESS_NOT_CHOSEN' } });
      } else {
        points.push(result.value);
        addresses[i] = result.value.address;
      }
    }
    // The address text helps match fixed prices entered by address: the caller's text, else the place's.
    const start = { ...query.start, address: query.start.address ?? addresses[0] ?? null };
    const end = { ...query.end, address: query.end.address ?? addresses[places.length - 1] ?? null };
    if (failure) return { distanceKm: null, estimate: false, failure, start, end };
    try {
      const route = await deps.geo.route(points);
      return { distanceKm: route.distanceKm, estimate: route.estimate, failure: null, start, end };
    } catch (e) {
      if (!isGeoError(e)) throw e;
      return { distanceKm: null, estimate: false, failure: e, start, end };
    }
  }

  function present(results: PriceResult[], rows: VehicleOfferRow[], vatPercent: number, admin: boolean) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return results.map((r) => ({
      price: halereToCzk(r.price),
      priceWithVat: halereToCzk(withVat(r.price, vatPercent)),
      vatPercent,
      source: r.source,
      ...(r.estimate ? { estimate: true } : {}),
      ...(r.distanceKm !== undefined ? { distanceKm: r.distanceKm } : {}),
      ...(admin && r.driverPrice !== undefined ? { driverPrice: halereToCzk(r.driverPrice) } : {}),
      vehicleOffer: toPublicOffer(byId.get(r.vehicleOffer.id)!),
    }));
  }

  /** The engine's answer for a query whose client is settled (haléře, without VAT). */
  async function compute(query: PriceQuery, lang: Language = 'cs') {
    const route = query.by === 'ADDRESSES' ? await routeOf(query) : null;
    const priced = route && query.by === 'ADDRESSES' ? { ...query, start: route.start, end: route.end } : query;
    const data = await loadPricing(db, query.clientId, query.vehicleOfferId ?? null, lang);
    const results = calculatePrices({
      query: priced,
      ...data,
      distanceKm: route?.distanceKm ?? null,
      distanceIsEstimate: route?.estimate ?? false,
    });
    if (route?.failure) {
      deps.logger.warn({ err: route.failure }, 'geo provider failed; priced by fixed prices only');
      if (results.length === 0) throw new AppError(503, 'GEO_UNAVAILABLE');
    }
    return { results, offerRows: data.offerRows };
  }

  return {
    /** The prices with each offer named in `lang`. */
    async calculate(caller: Caller, parsed: PriceQuery, lang: Language) {
      const query: PriceQuery = { ...parsed, clientId: clientIdFor(caller, parsed.clientId) };
      const [{ results, offerRows }, rates] = await Promise.all([compute(query, lang), readSetting(db, 'rates')]);
      return present(results, offerRows, rates.vatPercent, caller.roles.includes('ADMIN'));
    },

    /**
     * The price of a customer's booking (issue 12 item 4): what `calculate` shows that customer for the
     * ride's chosen offer, in haléře without VAT — the number the ride form's Calculate puts in the price.
     * Null when the engine has no price for it (no such offer for the client, no chosen addresses, the
     * geo service down): the ride is then priced by dispatch, as before.
     */
    async bookingPrice(query: PriceQuery): Promise<number | null> {
      try {
        const { results } = await compute(query);
        return results.find((r) => r.vehicleOffer.id === query.vehicleOfferId)?.price ?? null;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        deps.logger.warn({ err }, 'a booking could not be priced; left to dispatch');
        return null;
      }
    },
  };
}
