import { type TPricingIntervalInput, ZPricingIntervalsInput, isMessageCode } from '@vozka/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { TPricingIntervalRow } from '@vozka/domain';

export const INTERVAL_FIELDS = ['fromKm', 'toKm', 'pricePerKm', 'minimumFare', 'waitingPerMinute'] as const;
export type IntervalField = (typeof INTERVAL_FIELDS)[number];

/** A row as the table edits it: '' is an empty cell (an empty "to km" is an open end). */
export type IntervalRowValues = Record<IntervalField, number | string>;
export interface IntervalsFormValues {
  intervals: IntervalRowValues[];
}

export function intervalsDefaults(rows: readonly TPricingIntervalRow[] | undefined): IntervalsFormValues {
  return {
    intervals: (rows ?? []).map((row) => ({
      fromKm: row.fromKm,
      toKm: row.toKm ?? '',
      pricePerKm: row.pricePerKm,
      minimumFare: row.minimumFare,
      waitingPerMinute: row.waitingPerMinute,
    })),
  };
}

/** A new row starts where the last one ends (0 for the first). */
export function nextRow(rows: readonly IntervalRowValues[]): IntervalRowValues {
  const last = rows[rows.length - 1];
  const from = last ? (last.toKm === '' ? '' : Number(last.toKm)) : 0;
  return { fromKm: from, toKm: '', pricePerKm: '', minimumFare: '', waitingPerMinute: '' };
}

const num = (value: number | string) => (value === '' ? undefined : Number(value));

/** The JSON of PUT /api/distance-prices/:vehicleOfferId. */
export function intervalsToBody(values: IntervalsFormValues): TPricingIntervalInput[] {
  return values.intervals.map((row) => ({
    fromKm: num(row.fromKm) as number,
    toKm: num(row.toKm) ?? null,
    pricePerKm: num(row.pricePerKm) as number,
    minimumFare: num(row.minimumFare) as number,
    waitingPerMinute: num(row.waitingPerMinute) as number,
  }));
}

/** Message codes by `intervals.<row>.<field>` (ZPricingIntervalsInput with validateIntervals). */
export function validateIntervalsForm(values: IntervalsFormValues): Record<string, string> {
  const result = ZPricingIntervalsInput.safeParse({ intervals: intervalsToBody(values) });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= isMessageCode(issue.message) ? issue.message : 'INVALID_INPUT';
  }
  return errors;
}

/** An API field of the table (`intervals.1.toKm` or `1.toKm`) as the form's name. */
export const intervalsField = (field: string) => (/^\d+\./.test(field) ? `intervals.${field}` : field);

/** A resolver giving react-hook-form nested errors (`errors.intervals[1].toKm`). */
export const intervalsResolver: Resolver<IntervalsFormValues> = async (values) => {
  const found = validateIntervalsForm(values);
  if (Object.keys(found).length === 0) return { values, errors: {} };
  const rows: Record<string, FieldError>[] = [];
  let root: FieldError | undefined;
  for (const [key, message] of Object.entries(found)) {
    const [, index, field] = key.split('.');
    if (index === undefined || field === undefined) root = { type: 'validate', message };
    else (rows[Number(index)] ??= {})[field] = { type: 'validate', message };
  }
  const errors = { intervals: rows, ...(root ? { root } : {}) } as unknown as FieldErrors<IntervalsFormValues>;
  return { values: {}, errors };
};
