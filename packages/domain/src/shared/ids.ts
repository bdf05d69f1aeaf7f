import { z } from 'zod';

/** PostgreSQL `integer` (int4) ends here: no record id is larger, and a larger number would fail in SQL. */
export const MAX_INT4 = 2_147_483_647;

/** Digits only, no sign, no leading zero (but `0` itself), at most 10 of them: the form an id has in a URL. */
const PLAIN_DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

/** URL text in plain decimal becomes its number; any other text stays text, which the number schema refuses. */
const fromUrlText = (value: unknown) => (typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value);

const wholeNumber = (min: number, max: number) =>
  z.number({ error: 'INVALID_INPUT' }).int('INVALID_INPUT').min(min, 'INVALID_INPUT').max(max, 'INVALID_INPUT');

/**
 * A whole number in [min, max] from URL text (a path or query parameter), written in plain decimal; with
 * `fallback`, an absent value is that. The one rule for every number in a URL: `z.coerce.number` also
 * took `0x10`, `1e0`, `+5`, ` 7`, `''` and `1.0`; each of them answers 400 INVALID_INPUT here. OpenAPI
 * shows it as an integer with its bounds (and default).
 */
export function zUrlInt(min: number, max: number): z.ZodPreprocess<z.ZodNumber>;
export function zUrlInt(min: number, max: number, fallback: number): z.ZodPreprocess<z.ZodDefault<z.ZodNumber>>;
export function zUrlInt(min: number, max: number, fallback?: number): z.ZodPreprocess<z.ZodNumber | z.ZodDefault<z.ZodNumber>> {
  // The default sits inside the pipe: outside it, the OpenAPI document would lose it.
  return z.preprocess(fromUrlText, fallback === undefined ? wholeNumber(min, max) : wholeNumber(min, max).default(fallback));
}

/** A record id in a path or query: a plain decimal integer 1..2147483647 (int4), anything else 400. */
export const ZId = zUrlInt(1, MAX_INT4);
export const ZIdParams = z.object({ id: ZId });

/** An id in a JSON body: a whole number 0..2147483647, or the spec's `{ id }` object. */
export const ZBodyIdRef = z.union([wholeNumber(0, MAX_INT4), z.object({ id: wholeNumber(0, MAX_INT4) }).transform((o) => o.id)]);

/** An optional id in a JSON body; absent, null and 0 (the pickers' "Nevybrán") are all `null`. */
export const ZOptionalIdRef = ZBodyIdRef.nullish().transform((v) => (v ? v : null));

/** `page` (zero-based) and `size` (default 20, at most 200) of the paged lists. */
export const ZPaging = {
  page: zUrlInt(0, 1_000_000, 0),
  size: zUrlInt(1, 200, 20),
};

/** An optional yes/no filter of a query: `true` or `false` in the URL, a boolean (or absent) after parsing. */
export const zQueryBool = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** The query of a paged list that takes nothing but its page and size. */
export const ZPagedQuery = z.object({ ...ZPaging });
