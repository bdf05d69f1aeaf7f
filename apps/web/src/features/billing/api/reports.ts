import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Report, ReportSort, ReportSummary, TReportCreateInput, TReportNotifyInput, TReportUpdateInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, withQuery } from '../../../lib/paged';
import { useWriteMutation } from '../../../lib/query';

/** Billing reports (`/api/reports`, docs/api/billing.md "Reports"). */
export const REPORTS_KEY = ['reports'] as const;

/** `GET /api/reports?page&size&sort`: the caller's reports (the API filters: a DRIVER its own), paged. */
export function useReports(page: number, sort: ReportSort) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'list', { page, sort }],
    queryFn: ({ signal }) => api.get<Page<ReportSummary>>(withQuery('/reports', { page, size: LIST_PAGE_SIZE, sort }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/reports/{id}`: one report with its lines (the detail dialog); nothing asked while `id` is null. */
export function useReport(id: number | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<Report>(`/reports/${id ?? 0}`, { signal }),
    enabled: id !== null,
  });
}

/** `POST /api/reports`: a new report (201, with its lines). */
export function useCreateReport() {
  return useWriteMutation((body: TReportCreateInput) => api.post<Report>('/reports', body), [REPORTS_KEY]);
}

/** `PUT /api/reports/{id}`: `checked`, `status` (ADMIN) or `{ status: 'DISPUTED', note }` (its driver). */
export function useUpdateReport() {
  return useWriteMutation(
    ({ id, body }: { id: number; body: TReportUpdateInput }) => api.put<Report>(`/reports/${id}`, body),
    [REPORTS_KEY],
  );
}

/** `POST /api/reports/{id}/notify`: e-mails the report's user with the PDF attached. */
export function useNotifyReport() {
  return useWriteMutation(
    ({ id, body }: { id: number; body: TReportNotifyInput }) => api.post<Report>(`/reports/${id}/notify`, body),
    [REPORTS_KEY],
  );
}

/** `DELETE /api/reports/{id}` (ADMIN). */
export function useDeleteReport() {
  return useWriteMutation((id: number) => api.delete(`/reports/${id}`), [REPORTS_KEY]);
}

/** The download paths of a report (under /api). */
export const reportFilePath = (id: number, format: 'pdf' | 'xlsx') => `/reports/${id}/${format}`;
