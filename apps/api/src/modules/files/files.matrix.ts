import type { Caller, MatrixModule } from '../../test/matrix.ts';
import { insertTestFile, multipartBody, SAMPLES } from './test-support.ts';

/** Each caller uploads a different driver document, so no caller's answer depends on a slot another filled. */
const UPLOAD_TYPE: Record<Caller, string> = {
  anonymous: 'CONTRACT',
  ADMIN: 'CONTRACT',
  FLEET_MANAGER: 'CONCESSION',
  DRIVER: 'PHOTO_FACE',
  CUSTOMER: 'PHOTO_SUIT',
  PASSENGER: 'TAXI_LICENSE',
};

/**
 * Files of the DRIVER (in the FLEET_MANAGER's fleet): the driver itself, its fleet manager and ADMIN
 * reach them; anyone else gets 404, as if they did not exist. The routes are open to every signed-in
 * user because everyone has own files; the owner decides.
 */
export const filesMatrix: MatrixModule = {
  async prepare(ctx) {
    ctx.ids.driverFile = await insertTestFile(ctx.database, { userId: ctx.users.DRIVER.id }, 'PHOTO');
  },
  rows: {
    'POST /api/files': {
      expect: [401, 201, 201, 201, 404, 404],
      request: (ctx, caller) =>
        multipartBody({ type: UPLOAD_TYPE[caller], userId: ctx.users.DRIVER.id }, { name: 'document.pdf', data: SAMPLES.pdf }),
    },
    'GET /api/files': { expect: [401, 200, 200, 200, 404, 404], request: (ctx) => ({ url: `/api/files?userId=${ctx.users.DRIVER.id}` }) },
    'GET /api/file/:id': { expect: [401, 200, 200, 200, 404, 404], request: (ctx) => ({ url: `/api/file/${ctx.ids.driverFile}` }) },
    'PATCH /api/file/:id': {
      expect: [401, 200, 200, 200, 404, 404],
      request: (ctx) => ({ url: `/api/file/${ctx.ids.driverFile}`, payload: { validUntil: '2030-01-31' } }),
    },
    'DELETE /api/file/:id': {
      expect: [401, 204, 204, 204, 404, 404],
      // A fresh file per caller: a delete by one caller must not decide the next caller's answer.
      request: async (ctx) => ({ url: `/api/file/${await insertTestFile(ctx.database, { userId: ctx.users.DRIVER.id }, 'LOGO')}` }),
    },
  },
};
