import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  normalizeLanguage,
  ZIdParams,
  ZInvoice,
  ZInvoiceIssueInput,
  ZInvoiceListQuery,
  ZInvoicePage,
  ZInvoicePreviewQuery,
  ZMonthlyInvoices,
  ZMonthlyInvoicesInput,
} from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes, created, ok } from '../../shared/route-plugin.ts';
import { download, sendPrivateFile } from '../../shared/private-file.ts';
import { createInvoicePrintService } from './invoice-print.service.ts';
import { createInvoicesService } from './invoices.service.ts';

/** Downloads answer buffers, which bypass the serializer: the schema only documents them. */
const ZLangQuery = z.object({ lang: z.enum(['cs', 'en'], { error: 'INVALID_INPUT' }).optional() });

/** Invoices and credit notes (issue 15 §3; docs/api/billing.md "Invoices"). ISDOC downloads are isdoc.routes.ts. */
export function invoicesRoutes(deps: Pick<ModuleDeps, 'database' | 'clock' | 'jobs'>): FastifyPluginAsyncZod {
  const invoices = createInvoicesService(deps);
  const print = createInvoicePrintService(deps);
  return apiRoutes(['invoices'], (api) => {
    api.post('/invoices', {
      access: 'invoices.issue',
      summary: 'Issues an invoice: a customer’s uninvoiced rides of Prague days `from`..`to`, or the listed `rideIds` (ADMIN)',
      body: ZInvoiceIssueInput,
      response: created(ZInvoice, 400, 401, 403, 409),
      handler: (request) => invoices.issue(request.user!, request.body),
    });

    api.post('/invoices/monthly', {
      access: 'invoices.issue',
      summary: 'Issues one consolidated invoice for every recurring customer with uninvoiced rides in `month` (ADMIN)',
      body: ZMonthlyInvoicesInput,
      response: ok(ZMonthlyInvoices, 400, 401, 403),
      handler: (request) => invoices.issueMonthly(request.user!, request.body.month),
    });

    api.get('/invoices', {
      access: 'invoices.read',
      summary: 'Invoices and credit notes, newest first (ADMIN every one, a CUSTOMER its own)',
      querystring: ZInvoiceListQuery,
      response: ok(ZInvoicePage, 400, 401, 403),
      handler: (request) => invoices.list(request.user!, request.query),
    });

    api.get('/invoices/:id', {
      access: 'invoices.read',
      summary: 'One invoice or credit note with its lines',
      params: ZIdParams,
      response: ok(ZInvoice, 400, 401, 403, 404),
      handler: (request) => invoices.get(request.user!, request.params.id),
    });

    api.get('/invoices/:id/pdf', {
      access: 'invoices.read',
      summary: 'The invoice or credit note as a PDF, in `lang` (cs|en, default cs)',
      params: ZIdParams,
      querystring: ZLangQuery,
      response: download('application/pdf', 400, 401, 403, 404),
      handler: async (request, reply) => {
        const { invoice, lines } = await invoices.read(request.user!, request.params.id);
        const bytes = await print.pdf(invoice, lines, normalizeLanguage(request.query.lang) ?? 'cs');
        const name = `${invoice.kind === 'CREDIT_NOTE' ? 'dobropis' : 'faktura'}-${invoice.number}.pdf`;
        return sendPrivateFile(reply, { type: 'application/pdf', disposition: 'inline', name, body: bytes });
      },
    });

    api.post('/invoices/:id/cancel', {
      access: 'invoices.issue',
      summary: 'Cancels an invoice by issuing its credit note (own number, same lines); frees its rides (ADMIN)',
      params: ZIdParams,
      response: created(ZInvoice, 400, 401, 403, 404, 409),
      handler: (request) => invoices.cancel(request.user!, request.params.id),
    });

    api.get('/orders/:id/invoice', {
      access: 'invoices.preview',
      summary: 'The invoice preview of one ride (no number, nothing issued): PDF, or HTML with `format=html`',
      description: 'ADMIN, the ride’s fleet manager and its customer; anyone else: 404 (a driver: 403).',
      params: ZIdParams,
      querystring: ZInvoicePreviewQuery,
      response: download('application/pdf or text/html', 400, 401, 403, 404),
      handler: async (request, reply) => {
        const lang = request.query.lang ?? request.lang;
        const body = await print.preview(request.user!, request.params.id, request.query.format, lang);
        reply.header('cache-control', 'private, no-store');
        if (typeof body === 'string') {
          return reply
            .header('content-type', 'text/html; charset=utf-8')
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
            .send(body);
        }
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="nahled-${request.params.id}.pdf"`)
          .send(body);
      },
    });
  });
}
