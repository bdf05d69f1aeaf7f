import { type Direction, RENT_QUERY_DISTANCE_KM, ZPriceQuery, isMessageCode } from '@vozka/domain';
import { type AddressValue, EMPTY_ADDRESS, addressError } from '../../components/address';
import type { PickerValue } from '../../components/pickers/rules';
import type { TPriceQueryText } from '@vozka/domain';

export const CALCULATOR_TABS = ['addresses', 'distance', 'rent'] as const;
export type CalculatorTab = (typeof CALCULATOR_TABS)[number];

export interface CalculatorValues {
  tab: CalculatorTab;
  from: AddressValue;
  to: AddressValue;
  distance: number | string;
  rentHours: number | string;
  direction: Direction;
  client: PickerValue;
}

export const calculatorDefaults = (): CalculatorValues => ({
  tab: 'addresses',
  from: EMPTY_ADDRESS,
  to: EMPTY_ADDRESS,
  distance: '',
  rentHours: '',
  direction: 'ONE_WAY',
  client: null,
});

/** The query of `GET /api/prices/calculate` for the chosen tab (spec §7, §9: rent sends distance 100, ONE_WAY). */
export function calculatorParams(values: CalculatorValues): TPriceQueryText {
  const clientId = values.client ? String(values.client.id) : '';
  if (values.tab === 'rent')
    return {
      type: 'RENT',
      rentHours: String(values.rentHours),
      distance: String(RENT_QUERY_DISTANCE_KM),
      direction: 'ONE_WAY',
      clientId,
    };
  if (values.tab === 'distance') return { distance: String(values.distance), direction: values.direction, clientId };
  return {
    placeIdStart: values.from.placeId ?? '',
    addressStart: values.from.address.trim(),
    placeIdEnd: values.to.placeId ?? '',
    addressEnd: values.to.address.trim(),
    direction: values.direction,
    clientId,
  };
}

const FIELD_OF: Record<string, keyof CalculatorValues> = {
  placeIdStart: 'from',
  addressStart: 'from',
  placeIdEnd: 'to',
  addressEnd: 'to',
  distance: 'distance',
  rentHours: 'rentHours',
  clientId: 'client',
};

/** A query field of the API (or ZPriceQuery) as the calculator's field. */
export const calculatorField = (field: string): string => FIELD_OF[field] ?? field;

/**
 * Spec §5: both addresses must be chosen, a distance is required ("Povinný údaj"), rent hours above 0 —
 * ZPriceQuery's checks, by the calculator's fields.
 */
export function validateCalculator(values: CalculatorValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.tab === 'addresses') {
    for (const end of ['from', 'to'] as const) {
      const code = addressError(values[end], true);
      if (code) errors[end] = code;
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  const result = ZPriceQuery.safeParse(calculatorParams(values));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = calculatorField(String(issue.path[0] ?? 'root'));
    errors[field] ??= isMessageCode(issue.message) ? issue.message : 'INVALID_INPUT';
  }
  return errors;
}
