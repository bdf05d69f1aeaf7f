import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, ZErrorBody, ZImportAnswer, ZImportErrorAnswer, ZImportQuery, ZImportTemplateQuery } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes } from '../../shared/route-plugin.ts';
import { download, sendPrivateFile, XLSX_TYPE } from '../../shared/private-file.ts';
import { readUploadParts, uploadRoutes } from '../files/upload-form.ts';
import { createRideImportService, ImportRejected } from './ride-import.service.ts';

/** Ride import from a spreadsheet (issue 16 §1; docs/api/rides.md "Import"): ADMIN for a chosen client, a CUSTOMER for itself. */
export function rideImportRoutes(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock' | 'publicUrl'>): FastifyPluginAsyncZod {
  const imports = createRideImportService(deps);
  const tags = ['rides'];
  return apiRoutes(tags, async (api, app) => {
    api.get('/orders/import/template', {
      access: 'rides.import',
      summary: "The ride import template (.xlsx): headers in cs or en (default: the caller's language), explanations, dropdown lists",
      querystring: ZImportTemplateQuery,
      response: download(XLSX_TYPE, 400, 401, 403),
      handler: async (request, reply) => {
        const lang = request.query.lang ?? request.lang;
        const bytes = await imports.template(request.user!, lang);
        const name = lang === 'cs' ? 'sablona-importu-jizd.xlsx' : 'ride-import-template.xlsx';
        return sendPrivateFile(reply, { type: XLSX_TYPE, disposition: 'attachment', name, body: bytes });
      },
    });

    // Its own scope: only the import accepts multipart bodies (one file of at most 10 MiB, a few fields).
    const upload = uploadRoutes(tags, (uploads) => {
      uploads.post('/orders/import', {
        access: 'rides.import',
        summary: 'Import rides from an .xlsx (multipart `file`; ADMIN names `customerId` as a field or in the query): all rows or none',
        description:
          'No client (ADMIN): 400 CLIENT_NOT_CHOSEN "Client was not chosen."; not an .xlsx by its content, a zip bomb: 400 ONLY_XLSX; ' +
          'over 10,000 rows: 400 TOO_MANY_ROWS; bad rows: 400 `{ message, code: IMPORT_ROWS_INVALID, errors: [{ row, column, message }] }`; ' +
          'the same file for the same client again: 409 IMPORT_DUPLICATE; a CUSTOMER naming another client: 403.',
        querystring: ZImportQuery,
        consumes: ['multipart/form-data'],
        response: { 201: ZImportAnswer, 400: z.union([ZImportErrorAnswer, ZErrorBody]), ...errorResponses(401, 403, 409, 413) },
        handler: async (request, reply) => {
          const { fields, file } = await readUploadParts(request);
          try {
            const { count } = await imports.importFile(
              request.user!,
              { customerId: fields.customerId ?? request.query.customerId, file },
              request.lang,
            );
            return { message: 'ride was imported' as const, count };
          } catch (error) {
            if (!(error instanceof ImportRejected)) throw error;
            const rows = new Set(error.errors.map((e) => e.row)).size;
            return reply.status(400).send({
              message: translate('IMPORT_ROWS_INVALID', request.lang, { count: rows }),
              code: 'IMPORT_ROWS_INVALID',
              errors: error.errors,
            });
          }
        },
      });
    });
    await app.register(upload);
  });
}
