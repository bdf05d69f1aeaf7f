import { ZIdParams, ZReport, ZReportCreateInput, ZReportNotifyInput, ZReportPage, ZReportQuery, ZReportUpdateInput } from '@vozka/domain';
import { serviceRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { download, sendPrivateFile, XLSX_TYPE } from '../../shared/private-file.ts';
import { createReportsService } from './reports.service.ts';

/** Billing reports (spec §1–§3, §5, §6; issue 15 §2; docs/api/billing.md "Reports"). */
export const reportsRoutes = serviceRoutes(['reports'], createReportsService, (api, reports) => {
  api.post('/reports', {
    access: 'reports.create',
    summary:
      "Generate a report of billable rides (DONE, NOT_ARRIVED) over Prague days from..to, inclusive: ADMIN any; a FLEET_MANAGER its drivers' and its own fleet report",
    description:
      'No user: 400 NO_DRIVER_SELECTED "No driver selected"; no date: 400 NO_DATES_SELECTED "No start or end date selected". The lines are a snapshot.',
    body: ZReportCreateInput,
    response: created(ZReport, 400, 401, 403, 404),
    handler: (request) => reports.create(request.user!, request.body),
  });

  api.get('/reports', {
    access: 'reports.read',
    summary: 'The reports the caller reads, by generation time (sort=generatedAt,desc|asc), narrowed by type and userId',
    querystring: ZReportQuery,
    response: ok(ZReportPage, 400, 401, 403),
    handler: (request) => reports.list(request.user!, request.query),
  });

  api.get('/reports/:id', {
    access: 'reports.read',
    summary: "One report with its lines (another's: 404)",
    params: ZIdParams,
    response: ok(ZReport, 400, 401, 403, 404),
    handler: (request) => reports.get(request.user!, request.params.id),
  });

  const downloads = [
    ['pdf', "The report as a PDF, in the caller's language", 'application/pdf'],
    ['xlsx', 'The report as an xlsx workbook (money in Kč, CZK format)', XLSX_TYPE],
  ] as const;
  for (const [format, summary, type] of downloads) {
    api.get(`/reports/:id/${format}`, {
      access: 'reports.read',
      summary,
      params: ZIdParams,
      response: download(type, 400, 401, 403, 404),
      handler: async (request, reply) => {
        const file = await reports[format](request.user!, request.params.id, request.lang);
        return sendPrivateFile(reply, { type, disposition: 'attachment', name: file.name, body: file.bytes });
      },
    });
  }

  api.put('/reports/:id', {
    access: 'reports.read',
    summary: "ADMIN sets checked and status; the report's DRIVER only { status: DISPUTED, note }",
    params: ZIdParams,
    body: ZReportUpdateInput,
    response: ok(ZReport, 400, 401, 403, 404),
    handler: (request) => reports.update(request.user!, request.params.id, request.body),
  });

  api.post('/reports/:id/notify', {
    access: 'reports.manage',
    summary: 'E-mail the report\'s user with the PDF attached (no subject: 400 SUBJECT_REQUIRED "Fill in the subject"); marks it sent',
    params: ZIdParams,
    body: ZReportNotifyInput,
    response: ok(ZReport, 400, 401, 403, 404, 409),
    handler: (request) => reports.notify(request.user!, request.params.id, request.body),
  });

  api.delete('/reports/:id', {
    access: 'reports.manage',
    summary: 'Delete a report (ADMIN)',
    params: ZIdParams,
    response: deleted(400, 401, 403, 404),
    handler: (request) => reports.remove(request.user!, request.params.id),
  });
});
