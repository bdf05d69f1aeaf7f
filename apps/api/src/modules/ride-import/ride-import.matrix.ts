import { expect } from 'vitest';
import type { Caller, MatrixContext, MatrixEntry, MatrixModule, MatrixRequest } from '../../test/matrix.ts';
import { multipartBody } from '../files/test-support.ts';
import { rideRow, xlsxFile } from './test-support.ts';

/** ADMIN and CUSTOMER only. */
const IMPORTERS = (status: number, customer = status): MatrixEntry['expect'] => [401, status, 403, 403, customer, 403];

let files = 0;

/** A one-ride file of its own per request (the same file twice for a client would be 409), as multipart. */
async function upload(caller: Caller, customerId: number | undefined): Promise<MatrixRequest> {
  files += 1;
  const data = await xlsxFile([rideRow(files, { clientNote: `Matrix ${caller} ${files}` })]);
  const form = multipartBody(customerId === undefined ? {} : { customerId }, { name: 'rides.xlsx', data });
  return { url: '/api/orders/import', ...form };
}

/**
 * Ride import (docs/api/rides.md "Import"): ADMIN imports for any client it names, a CUSTOMER for itself
 * only (naming another client: 403); the template is theirs too.
 */
export const rideImportMatrix: MatrixModule = {
  rows: {
    'GET /api/orders/import/template': { expect: IMPORTERS(200), url: '/api/orders/import/template?lang=cs' },
    'POST /api/orders/import': {
      expect: IMPORTERS(201),
      request: (ctx: MatrixContext, caller) => upload(caller, ctx.users.CUSTOMER.id),
      check: (res, caller) => {
        if (caller === 'ADMIN' || caller === 'CUSTOMER') expect(res.json()).toEqual({ message: 'ride was imported', count: 1 });
      },
    },
    "POST /api/orders/import #another client's": {
      expect: IMPORTERS(201, 403),
      request: (ctx: MatrixContext, caller) => upload(caller, ctx.other.customer.id),
    },
    'POST /api/orders/import #no client': {
      expect: IMPORTERS(400, 201),
      request: (_ctx: MatrixContext, caller) => upload(caller, undefined),
      check: (res, caller) => {
        if (caller === 'ADMIN') expect(res.json()).toMatchObject({ code: 'CLIENT_NOT_CHOSEN', message: 'Client was not chosen.' });
      },
    },
  },
};
