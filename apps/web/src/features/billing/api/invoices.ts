import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, TInvoice, TInvoiceIssueInput, TInvoiceSummary, TMonthlyInvoices, TMonthlyInvoicesInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, withQuery } from '../../../lib/paged';
import { useWriteMutation } from '../../../lib/query';

/** Invoices and credit notes (`/api/invoices`, docs/api/billing.md "Invoices"). */
export const INVOICES_KEY = ['invoices'] as const;

/** `GET /api/invoices?page&size`: newest first. */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'list', { page }],
    queryFn: ({ signal }) => api.get<Page<TInvoiceSummary>>(withQuery('/invoices', { page, size: LIST_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/invoices`: one invoice for a customer's period, or for the listed rides. */
export function useIssueInvoice() {
  return useWriteMutation((body: TInvoiceIssueInput) => api.post<TInvoice>('/invoices', body), [INVOICES_KEY]);
}

/** `POST /api/invoices/monthly`: a consolidated invoice for every recurring customer with rides in the month. */
export function useIssueMonthly() {
  return useWriteMutation((body: TMonthlyInvoicesInput) => api.post<TMonthlyInvoices>('/invoices/monthly', body), [INVOICES_KEY]);
}

/** `POST /api/invoices/{id}/cancel`: a credit note cancels the invoice (never a deletion). */
export function useCancelInvoice() {
  return useWriteMutation((id: number) => api.post<TInvoice>(`/invoices/${id}/cancel`), [INVOICES_KEY]);
}

/** The download paths of an invoice, and of a period's ISDOC ZIP (under /api). */
export const invoiceFilePath = (id: number, format: 'pdf' | 'isdoc') => `/invoices/${id}/${format}`;
export const isdocZipPath = (from: string, to: string) => withQuery('/invoices/isdoc', { from, to });

/** `GET /api/orders/{id}/invoice?format=html`: the ride's invoice preview as an HTML document. */
export function useInvoicePreview(rideId: number, language: string) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'preview', rideId, language],
    queryFn: ({ signal }) => api.get<string>(withQuery(`/orders/${rideId}/invoice`, { format: 'html', lang: language }), { signal }),
  });
}

export const invoicePreviewPdfPath = (rideId: number, language: string) =>
  withQuery(`/orders/${rideId}/invoice`, { format: 'pdf', lang: language });
