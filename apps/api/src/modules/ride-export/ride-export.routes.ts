import { ZRideExportQuery } from '@vozka/domain';
import { serviceRoutes } from '../../shared/route-plugin.ts';
import { download, sendPrivateFile, XLSX_TYPE } from '../../shared/private-file.ts';
import { createRideExportService } from './ride-export.service.ts';

/** The rides export (issue 16 §2; docs/api/rides.md "Export"). */
export const rideExportRoutes = serviceRoutes(['rides'], createRideExportService, (api, exports) => {
  api.get('/orders/export', {
    access: 'rides.export',
    summary: "The rides of the caller's list for the same filters (every page, the list's order) as an xlsx, streamed",
    description:
      'for=admin (ADMIN), fleet (ADMIN, a fleet manager, a driver), client (ADMIN, a customer); another variant 403. ' +
      'Named jizdy-<dateFrom>-<dateTo>.xlsx (no range: the Prague date of today).',
    querystring: ZRideExportQuery,
    response: download(XLSX_TYPE, 400, 401, 403),
    handler: async (request, reply) => {
      const file = await exports.open(request.user!, request.query, request.lang);
      return sendPrivateFile(reply, { type: XLSX_TYPE, disposition: 'attachment', name: file.name, body: file.body });
    },
  });
});
