import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZReport, ZReportCreateInput, ZReportNotifyInput, ZReportPage, ZReportQuery, ZReportUpdateInput } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { created, deleted, noContent, ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';
import { errorResponses } from '../../shared/api-schemas.ts';
import { createReportsService } from './reports.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Billing reports (spec §1–§3, §5, §6; issue 15 §2; docs/api/billing.md "Reports"). */
export function reportsRoutes(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock'>): FastifyPluginAsyncZod {
  const reports = createReportsService(deps);
  return routePlugin((app) => {
    const tags = ['reports'];
    const route = routesOf(tags);
    const download = (summary: string, type: string) =>
      route('reports.read', summary, { params: ZIdParams }, { 200: z.any().describe(type), ...errorResponses(400, 401, 403, 404) });

    app.post(
      '/reports',
      route(
        'reports.create',
        "Generate a report of billable rides (DONE, NOT_ARRIVED) over Prague days from..to, inclusive: ADMIN any; a FLEET_MANAGER its drivers' and its own fleet report",
        {
          description:
            'No user: 400 NO_DRIVER_SELECTED "No driver selected"; no date: 400 NO_DATES_SELECTED "No start or end date selected". The lines are a snapshot.',
          body: ZReportCreateInput,
        },
        created(ZReport, 400, 401, 403, 404),
      ),
      async (request, reply) => reply.status(201).send(await reports.create(request.user!, request.body)),
    );

    app.get(
      '/reports',
      route(
        'reports.read',
        'The reports the caller reads, by generation time (sort=generatedAt,desc|asc), narrowed by type and userId',
        { querystring: ZReportQuery },
        ok(ZReportPage, 400, 401, 403),
      ),
      async (request) => reports.list(request.user!, request.query),
    );

    app.get(
      '/reports/:id',
      route('reports.read', "One report with its lines (another's: 404)", { params: ZIdParams }, ok(ZReport, 400, 401, 403, 404)),
      async (request) => reports.get(request.user!, request.params.id),
    );

    app.get('/reports/:id/pdf', download("The report as a PDF, in the caller's language", 'application/pdf'), async (request, reply) => {
      const file = await reports.pdf(request.user!, request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });

    app.get('/reports/:id/xlsx', download('The report as an xlsx workbook (money in Kč, CZK format)', XLSX), async (request, reply) => {
      const file = await reports.xlsx(request.user!, request.params.id, request.lang);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });

    app.put(
      '/reports/:id',
      route(
        'reports.read',
        "ADMIN sets checked and status; the report's DRIVER only { status: DISPUTED, note }",
        { params: ZIdParams, body: ZReportUpdateInput },
        ok(ZReport, 400, 401, 403, 404),
      ),
      async (request) => reports.update(request.user!, request.params.id, request.body),
    );

    app.post(
      '/reports/:id/notify',
      route(
        'reports.manage',
        'E-mail the report\'s user with the PDF attached (no subject: 400 SUBJECT_REQUIRED "Fill in the subject"); marks it sent',
        { params: ZIdParams, body: ZReportNotifyInput },
        ok(ZReport, 400, 401, 403, 404, 409),
      ),
      async (request) => reports.notify(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/reports/:id',
      route('reports.manage', 'Delete a report (ADMIN)', { params: ZIdParams }, deleted(400, 401, 403, 404)),
      async (request, reply) => noContent(reply, reports.remove(request.user!, request.params.id)),
    );
  });
}
