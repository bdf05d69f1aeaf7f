import { z } from 'zod';
import { ZCalendarDate, ZIdParams } from '@vozka/domain';
import { serviceRoutes } from '../../shared/route-plugin.ts';
import { download, sendPrivateFile } from '../../shared/private-file.ts';
import { createIsdocService } from './isdoc.service.ts';

const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A period's day: absent → "No start or end date selected" (spec §5); not `YYYY-MM-DD` → INVALID_INPUT. */
const ZPeriodDay = z.preprocess(blankAsUndefined, z.string({ error: 'NO_DATES_SELECTED' }).pipe(ZCalendarDate));

/** `GET /api/invoices/isdoc?from&to`: Prague days, inclusive. */
export const ZIsdocPeriodQuery = z.object({ from: ZPeriodDay, to: ZPeriodDay }).superRefine((q, ctx) => {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'REPORT_DATES_ORDER' });
});

/** Downloads answer buffers and streams, which bypass the serializer: the schema only documents them. */

/**
 * ISDOC 6.0.2 downloads of issued invoices and credit notes (issue 15 ★; docs/api/billing.md "ISDOC"): one
 * document for its reader, and a period's documents as a ZIP for the accountant.
 */
export const isdocRoutes = serviceRoutes(['invoices'], createIsdocService, (api, isdoc) => {
  // A static path: the router prefers it to `/invoices/:id` whatever the order of registration.
  api.get('/invoices/isdoc', {
    access: 'invoices.issue',
    summary:
      'A ZIP of every invoice and credit note issued on Prague days `from`..`to` (inclusive) as ISDOC 6.0.2, for the accountant (ADMIN)',
    description: 'One file per document, `faktura-<number>.isdoc` or `dobropis-<number>.isdoc`; an empty ZIP when the period has none.',
    querystring: ZIsdocPeriodQuery,
    response: download('application/zip', 400, 401, 403),
    handler: async (request, reply) => {
      const { fileName, zip } = await isdoc.period(request.query.from, request.query.to);
      return sendPrivateFile(reply, { type: 'application/zip', disposition: 'attachment', name: fileName, body: zip });
    },
  });

  api.get('/invoices/:id/isdoc', {
    access: 'invoices.read',
    summary: 'An invoice or credit note as ISDOC 6.0.2 XML (ADMIN any, a CUSTOMER its own; another customer’s answers 404)',
    params: ZIdParams,
    response: download('application/xml', 400, 401, 403, 404),
    handler: async (request, reply) => {
      const { fileName, xml } = await isdoc.one(request.user!, request.params.id);
      return sendPrivateFile(reply, { type: 'application/xml; charset=utf-8', disposition: 'attachment', name: fileName, body: xml });
    },
  });
});
