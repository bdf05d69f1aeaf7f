import { fixedPrices, locations, pricingIntervals, vehicleOffers } from '../../db/schema/index.ts';
import { everyone, type MatrixContext, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';
import { pngUpload } from '../files/test-support.ts';
import { insertFile } from '../files/files.repository.ts';

/** ADMIN only: 401 for anonymous, 403 for every other role. */
const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];

async function insertOffer(ctx: MatrixContext, name: string, extra: Partial<typeof vehicleOffers.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(vehicleOffers)
    .values({ name, persons: 4, transfer: true, ...extra })
    .returning({ id: vehicleOffers.id });
  return row!.id;
}

async function insertFixedPrice(ctx: MatrixContext) {
  const [row] = await ctx.database.db
    .insert(fixedPrices)
    .values({ fromLocationId: ctx.ids.pricingLocation!, toAddress: 'Václavské náměstí 1, Praha', driverPrice: 60_000, clientPrice: 89_000 })
    .returning({ id: fixedPrices.id });
  return row!.id;
}

const offerBody = { name: 'Matrix sedan', persons: 4, transfer: true };
const fixedBody = (ctx: MatrixContext) => ({
  from: { locationId: ctx.ids.pricingLocation },
  to: { address: 'Náměstí Míru 1, Praha', placeId: 'builtin:namesti-miru' },
  driverPrice: 500,
  clientPrice: 700,
});

/**
 * The calculator (everyone signed in but DRIVER), vehicle offers, distance and fixed prices (ADMIN only),
 * and the public list and photos of the public offers.
 */
export const pricingMatrix: MatrixModule = {
  async prepare(ctx) {
    const file = await insertFile(ctx.database.db, {
      userId: ctx.users.ADMIN.id,
      type: 'PICTURE',
      name: 'sedan.png',
      mimeType: 'image/png',
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    ctx.ids.pricingPhoto = file.id;
    ctx.ids.pricingOffer = await insertOffer(ctx, 'Matrix public sedan', { public: true, photoFileId: file.id });
    await ctx.database.db
      .insert(pricingIntervals)
      .values({ vehicleOfferId: ctx.ids.pricingOffer, fromM: 0, toM: null, pricePerKm: 3_500, minimumFare: 50_000, waitingPerMinute: 800 });
    const [loc] = await ctx.database.db
      .insert(locations)
      .values({ name: 'Matrix airport', address: 'Aviatická, Praha 6' })
      .returning({ id: locations.id });
    ctx.ids.pricingLocation = loc!.id;
    ctx.ids.fixedPrice = await insertFixedPrice(ctx);
  },
  rows: {
    'GET /api/prices/calculate': {
      expect: [401, 200, 200, 403, 200, 200],
      // The CUSTOMER asks for another client's prices: answered, but priced for itself.
      request: (ctx) => ({ url: `/api/prices/calculate?distance=12&clientId=${ctx.other.customer.id}` }),
    },
    'GET /api/vehicle-offers': { expect: adminOnly(200) },
    'GET /api/vehicle-offers/public': { expect: everyone(200) },
    'GET /api/vehicle-offers/:id': { expect: adminOnly(200), request: (ctx) => ({ url: `/api/vehicle-offers/${ctx.ids.pricingOffer}` }) },
    'GET /api/vehicle-offers/:id/photo': {
      expect: everyone(200),
      request: (ctx) => ({ url: `/api/vehicle-offers/${ctx.ids.pricingOffer}/photo` }),
    },
    'PUT /api/vehicle-offers/:id/photo': {
      expect: adminOnly(200),
      request: (ctx) => pngUpload(`/api/vehicle-offers/${ctx.ids.pricingOffer}/photo`, 'sedan.png'),
    },
    'DELETE /api/vehicle-offers/:id/photo': {
      expect: adminOnly(204),
      // A fresh offer per caller: the public offer keeps its photo for the GET row.
      request: async (ctx) => ({
        url: `/api/vehicle-offers/${await insertOffer(ctx, 'Matrix photo', { public: true, photoFileId: ctx.ids.pricingPhoto! })}/photo`,
      }),
    },
    'POST /api/vehicle-offers': { expect: adminOnly(201), payload: offerBody },
    'PUT /api/vehicle-offers/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/vehicle-offers/${ctx.ids.pricingOffer}`, payload: { ...offerBody, public: true } }),
    },
    'DELETE /api/vehicle-offers/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/vehicle-offers/${await insertOffer(ctx, 'Matrix deletable')}` }),
    },
    'GET /api/distance-prices': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/distance-prices?vehicleOfferId=${ctx.ids.pricingOffer}` }),
    },
    'PUT /api/distance-prices/:vehicleOfferId': {
      expect: adminOnly(200),
      request: (ctx) => ({
        url: `/api/distance-prices/${ctx.ids.pricingOffer}`,
        payload: { intervals: [{ fromKm: 0, toKm: null, pricePerKm: 35, minimumFare: 500, waitingPerMinute: 8 }] },
      }),
    },
    'GET /api/fixed-prices': { expect: adminOnly(200) },
    'GET /api/fixed-prices/:id': { expect: adminOnly(200), request: (ctx) => ({ url: `/api/fixed-prices/${ctx.ids.fixedPrice}` }) },
    'POST /api/fixed-prices': { expect: adminOnly(201), request: (ctx) => ({ payload: fixedBody(ctx) }) },
    'PUT /api/fixed-prices/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/fixed-prices/${ctx.ids.fixedPrice}`, payload: fixedBody(ctx) }),
    },
    'DELETE /api/fixed-prices/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/fixed-prices/${await insertFixedPrice(ctx)}` }),
    },
  },
};
