import { signedIn, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];

/** Settings are ADMIN's; everyone signed in reads the rates (prices with VAT and in EUR). */
export const settingsMatrix: MatrixModule = {
  rows: {
    'GET /api/settings/rates': { expect: signedIn(200) },
    'PUT /api/settings/rates': { expect: adminOnly(200), payload: { vatPercent: 21, exchangeRates: [{ currency: 'EUR', czk: 24.35 }] } },
    'GET /api/settings/operation-area': { expect: adminOnly(200) },
    'PUT /api/settings/operation-area': {
      expect: adminOnly(200),
      payload: {
        points: [
          { lat: 49.9, lng: 14.2 },
          { lat: 49.9, lng: 14.8 },
          { lat: 50.2, lng: 14.5 },
        ],
      },
    },
    'GET /api/settings/hourly-interval': { expect: adminOnly(200) },
    'PUT /api/settings/hourly-interval': { expect: adminOnly(200), payload: { minutes: 60 } },
    'GET /api/settings/notification': { expect: adminOnly(200) },
    'PUT /api/settings/notification': { expect: adminOnly(200), payload: [{ situation: 'APPROACHING', role: 'PASSENGER', enabled: true }] },
  },
};
