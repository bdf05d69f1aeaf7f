import { type Direction, type TFixedPriceInput, ZFixedPriceInput } from '@vozka/domain';
import { type AddressValue, EMPTY_ADDRESS, addressError, addressValue } from '../../components/address';
import type { PickerValue } from '../../components/pickers/rules';
import { schemaErrors } from '../../lib/form';
import type { TFixedPrice, TFixedPriceEndView } from '@vozka/domain';

export type EndKind = 'location' | 'address';
export interface EndValues {
  kind: EndKind;
  locationId: string | null;
  address: AddressValue;
}

export interface FixedPriceFormValues {
  from: EndValues;
  to: EndValues;
  direction: Direction;
  active: boolean;
  driverPrice: number | string;
  clientPrice: number | string;
  client: PickerValue;
  /** '' = every offer. */
  vehicleOfferId: string | null;
}

const endDefaults = (end?: TFixedPriceEndView): EndValues =>
  end?.locationId
    ? { kind: 'location', locationId: String(end.locationId), address: EMPTY_ADDRESS }
    : { kind: end ? 'address' : 'location', locationId: null, address: addressValue(end?.address, end?.placeId) };

export function fixedPriceDefaults(price?: TFixedPrice | null): FixedPriceFormValues {
  const clientName = price?.client?.name ?? null;
  return {
    from: endDefaults(price?.from),
    to: endDefaults(price?.to),
    direction: price?.direction ?? 'ONE_WAY',
    active: price?.active ?? true,
    driverPrice: price?.driverPrice ?? '',
    clientPrice: price?.clientPrice ?? '',
    client: price?.clientId ? { id: price.clientId, name: clientName ?? `#${price.clientId}` } : null,
    vehicleOfferId: price?.vehicleOfferId ? String(price.vehicleOfferId) : null,
  };
}

const endBody = (end: EndValues) =>
  end.kind === 'location'
    ? { locationId: end.locationId ? Number(end.locationId) : null, address: null, placeId: null }
    : { locationId: null, address: end.address.address.trim() || null, placeId: end.address.placeId };

const num = (value: number | string) => (value === '' ? undefined : Number(value));

/** The JSON of POST/PUT /api/fixed-prices. */
export function fixedPriceToBody(values: FixedPriceFormValues): TFixedPriceInput {
  return {
    from: endBody(values.from),
    to: endBody(values.to),
    direction: values.direction,
    active: values.active,
    driverPrice: num(values.driverPrice) as number,
    clientPrice: num(values.clientPrice) as number,
    clientId: values.client?.id ?? null,
    vehicleOfferId: values.vehicleOfferId ? Number(values.vehicleOfferId) : null,
  };
}

/** API fields as the form names them (`from` → the end's location or address field). */
export function fixedPriceField(field: string, values?: FixedPriceFormValues): string {
  const end = /^(from|to)/.exec(field)?.[1] as 'from' | 'to' | undefined;
  if (end) return values?.[end].kind === 'address' ? `${end}.address` : `${end}.locationId`;
  return field === 'clientId' ? 'client' : field;
}

/** ZFixedPriceInput, and an address end must be a chosen suggestion (spec §2). */
export function validateFixedPrice(values: FixedPriceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(schemaErrors(ZFixedPriceInput, fixedPriceToBody(values))))
    errors[fixedPriceField(field, values)] ??= code;
  for (const end of ['from', 'to'] as const) {
    const notChosen = values[end].kind === 'address' ? addressError(values[end].address, true) : null;
    if (notChosen) errors[`${end}.address`] = notChosen;
  }
  return errors;
}
