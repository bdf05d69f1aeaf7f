import { z } from 'zod';

/**
 * A calendar date `YYYY-MM-DD` (a real day: no 31 June, 29 February only in a leap year). The year range
 * keeps dates PostgreSQL cannot store (year 0000) and obvious typos (year 20260) out, so they answer 400
 * instead of failing in the database. Vehicle and document dates, report periods and invoice periods.
 */
export const ZCalendarDate = z.iso
  .date({ error: 'INVALID_INPUT' })
  .refine((v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2999, 'INVALID_INPUT');
