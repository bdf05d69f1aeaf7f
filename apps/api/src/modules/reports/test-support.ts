import type { Report, TReportCreateInput } from '@vozka/domain';
import { expect } from 'vitest';
import type { RideRow } from '../../db/schema/index.ts';
import { buildOwnRide, type RidePeople, type TestApp } from '../rides/test-support.ts';

type Person = RidePeople[keyof RidePeople];

/**
 * Factory: a DONE ride of the first fleet (its driver, the customer) at `date`, priced 800 Kč for the driver
 * and 1,000 Kč for the client (without VAT), paid by invoice unless overridden.
 */
export function billedRide(t: TestApp, p: RidePeople, date: Date, overrides: Parameters<typeof buildOwnRide>[2] = {}): Promise<RideRow> {
  return buildOwnRide(t, p, { status: 'DONE', date, driverPrice: 80_000, clientPrice: 100_000, paymentType: 'INVOICE', ...overrides });
}

export const createReport = (who: Person, body: Partial<TReportCreateInput>) => who.api.post('/api/reports', body);

/** Creates a report, expecting 201; answers it. */
export async function reportOf(who: Person, body: TReportCreateInput): Promise<Report> {
  const answer = await createReport(who, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Report>();
}

/** The first file part of a raw e-mail with this content type, decoded from base64. */
export function attachmentOf(raw: string, contentType: string): { headers: string; bytes: Buffer } | null {
  const at = raw.toLowerCase().indexOf(`content-type: ${contentType}`);
  if (at < 0) return null;
  const rest = raw.slice(at);
  const split = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, split);
  const body = rest.slice(split).trimStart();
  const end = body.search(/\r?\n--/);
  return { headers, bytes: Buffer.from((end < 0 ? body : body.slice(0, end)).replace(/\s+/g, ''), 'base64') };
}
