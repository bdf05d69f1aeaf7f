import { insertId } from '../../db/by-id.ts';
import { flightNumbers, frequentlyUsedAddresses, locations } from '../../db/schema/index.ts';
import { everyone, type MatrixContext, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];
/** Read by everyone signed in but a DRIVER. */
const notDriver = (status: number): MatrixEntry['expect'] => [401, status, status, 403, status, status];

let serial = 0;
const next = () => ++serial;

const insertLocation = (ctx: MatrixContext) =>
  insertId(ctx.database.db, locations, { name: `Matrix place ${next()}`, address: 'Wilsonova 8, Praha 2' });
const insertFlight = (ctx: MatrixContext) => insertId(ctx.database.db, flightNumbers, { number: `QM${1000 + next()}` });
const insertAddress = (ctx: MatrixContext) =>
  insertId(ctx.database.db, frequentlyUsedAddresses, { name: `Matrix office ${next()}`, fullAddress: 'Na Příkopě 1, Praha 1' });

const locationBody = { name: 'Matrix station', address: 'Wilsonova 8, Praha 2', trainStation: true };

/** Suggestions are public; locations ADMIN only; flight numbers and addresses read by all but DRIVER. */
export const placesMatrix: MatrixModule = {
  async prepare(ctx) {
    ctx.ids.location = await insertLocation(ctx);
    ctx.ids.flightNumber = await insertFlight(ctx);
    ctx.ids.address = await insertAddress(ctx);
  },
  rows: {
    'GET /api/address-suggestions': { expect: everyone(200), url: '/api/address-suggestions?term=leti' },
    'GET /api/locations': { expect: adminOnly(200) },
    'GET /api/simple-locations': { expect: notDriver(200) },
    'GET /api/locations/:id': { expect: adminOnly(200), request: (ctx) => ({ url: `/api/locations/${ctx.ids.location}` }) },
    'POST /api/locations': { expect: adminOnly(201), payload: locationBody },
    'PUT /api/locations/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/locations/${ctx.ids.location}`, payload: locationBody }),
    },
    'DELETE /api/locations/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/locations/${await insertLocation(ctx)}` }),
    },
    'GET /api/flight-numbers': { expect: notDriver(200) },
    'GET /api/flight-numbers/:id': { expect: notDriver(200), request: (ctx) => ({ url: `/api/flight-numbers/${ctx.ids.flightNumber}` }) },
    'POST /api/flight-numbers': { expect: adminOnly(201), request: () => ({ payload: { number: `OK ${next()}` } }) },
    'PATCH /api/flight-numbers/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/flight-numbers/${ctx.ids.flightNumber}`, payload: { number: `QR${next()}` } }),
    },
    'DELETE /api/flight-numbers/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/flight-numbers/${await insertFlight(ctx)}` }),
    },
    'GET /api/frequently-used-addresses': { expect: notDriver(200) },
    'GET /api/frequently-used-addresses/:id': {
      expect: notDriver(200),
      request: (ctx) => ({ url: `/api/frequently-used-addresses/${ctx.ids.address}` }),
    },
    'POST /api/frequently-used-addresses': {
      expect: adminOnly(201),
      payload: { name: 'Matrix HQ', fullAddress: 'Karlovo náměstí 1, Praha 2' },
    },
    'PATCH /api/frequently-used-addresses/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/frequently-used-addresses/${ctx.ids.address}`, payload: { name: 'Matrix HQ 2' } }),
    },
    'DELETE /api/frequently-used-addresses/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/frequently-used-addresses/${await insertAddress(ctx)}` }),
    },
  },
};
