import { type Language, type TImportAnswer, type TImportRowError, ZImportErrorAnswer } from '@vozka/domain';
import { api, isApiError } from '../../../lib/api-client';
import { withQuery } from '../../../lib/paged';
import { useWriteMutation } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

/** `GET /api/orders/import/template?lang=` (under /api): the template in the UI language, the client price column for ADMIN. */
export function importTemplatePath(lang: Language): string {
  return withQuery('/orders/import/template', { lang });
}

/**
 * `POST /api/orders/import`, multipart: `file` and, for ADMIN, `customerId` (a CUSTOMER imports for itself,
 * so null leaves it out). All or nothing: 201 `{ message, count }`, or 400 with the bad rows (`importRowErrors`).
 */
export function importRides(file: File, customerId: number | null): Promise<TImportAnswer> {
  const data = new FormData();
  if (customerId !== null) data.set('customerId', String(customerId));
  data.set('file', file, file.name);
  return api.post<TImportAnswer>('/orders/import', data);
}

/** The import; its rides refresh every rides list and the free-rides badge. */
export function useImportRides() {
  return useWriteMutation(
    ({ file, customerId }: { file: File; customerId: number | null }) => importRides(file, customerId),
    RIDE_WRITE_INVALIDATES,
  );
}

/** The bad rows of a refused import (its 400 answer), or null for any other failure. */
export function importRowErrors(error: unknown): TImportRowError[] | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const parsed = ZImportErrorAnswer.safeParse(error.body);
  return parsed.success && parsed.data.errors.length > 0 ? parsed.data.errors : null;
}
