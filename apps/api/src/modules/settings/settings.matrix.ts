import { DEFAULT_COMPANY } from '@vozka/domain';
import { signedIn, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';
import { multipartBody } from '../files/test-support.ts';
import { testLogo } from '../../adapters/pdf/test-support.ts';
import { writeSetting } from './settings.repository.ts';
import { insertFile } from '../files/files.repository.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];

/**
 * Settings are ADMIN's; everyone signed in reads the rates (prices with VAT and in EUR) and fetches the
 * company logo (documents show it).
 */
export const settingsMatrix: MatrixModule = {
  async prepare(ctx) {
    const data = testLogo();
    const logo = await insertFile(ctx.database.db, { type: 'LOGO', name: 'logo.png', mimeType: 'image/png', data });
    ctx.ids.companyLogo = logo.id;
    await writeSetting(ctx.database.db, 'company', { ...DEFAULT_COMPANY, logoFileId: logo.id }, ctx.users.ADMIN.id);
  },
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
    'GET /api/settings/driver-steps': { expect: signedIn(200) },
    'PUT /api/settings/driver-steps': { expect: adminOnly(200), payload: { leadMinutes: 90 } },
    'GET /api/settings/company': { expect: adminOnly(200) },
    'PUT /api/settings/company': {
      expect: adminOnly(200),
      // The stored logo stays: the logo row below still finds it.
      request: (ctx) => ({ payload: { ...DEFAULT_COMPANY, name: 'Matrix Doprava s.r.o.', logoFileId: ctx.ids.companyLogo } }),
    },
    'POST /api/settings/company/logo': {
      expect: adminOnly(201),
      request: () => multipartBody({}, { name: 'logo.png', data: testLogo() }),
    },
    'GET /api/settings/company/logo': { expect: signedIn(200) },
    'GET /api/settings/notification': { expect: adminOnly(200) },
    'PUT /api/settings/notification': { expect: adminOnly(200), payload: [{ situation: 'APPROACHING', role: 'PASSENGER', enabled: true }] },
  },
};
