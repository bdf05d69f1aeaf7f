import { everyone, signedIn, type MatrixModule } from '../../test/matrix.ts';

export const authMatrix: MatrixModule = {
  rows: {
    'GET /api/health': { expect: everyone(200) },
    'GET /api/ready': { expect: everyone(200) },
    'POST /api/login': { expect: everyone(400), payload: {} },
    'GET /api/user-details': { expect: signedIn(200) },
    'GET /api/logout': { expect: everyone(204) },
    'POST /api/logout': { expect: everyone(204) },
    'POST /api/registration': { expect: everyone(400), payload: {} },
    'GET /api/registration/:key': { expect: everyone(410), url: '/api/registration/unknown-key' },
    'POST /api/reset-password': { expect: everyone(400), payload: {} },
    'GET /api/setup-password/:key': { expect: everyone(410), url: '/api/setup-password/unknown-key' },
    'POST /api/setup-password/:key': { expect: everyone(400), url: '/api/setup-password/unknown-key', payload: {} },
  },
};
