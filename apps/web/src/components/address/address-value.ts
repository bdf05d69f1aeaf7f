import type { MessageCode } from '@vozka/domain';

/** An address field's value: the text, and the place id of the chosen suggestion (null = only typed). */
export interface AddressValue {
  address: string;
  placeId: string | null;
}

export const EMPTY_ADDRESS: AddressValue = { address: '', placeId: null };

export const addressValue = (address: string | null | undefined, placeId?: string | null): AddressValue => ({
  address: address ?? '',
  placeId: address ? (placeId ?? null) : null,
});

/**
 * Spec §2: an address must be chosen from the suggestions. Empty → REQUIRED when required; typed text
 * without a chosen suggestion → ADDRESS_NOT_CHOSEN.
 */
export function addressError(value: AddressValue | null | undefined, required: boolean): MessageCode | null {
  if (!value || !value.address.trim()) return required ? 'REQUIRED' : null;
  return value.placeId ? null : 'ADDRESS_NOT_CHOSEN';
}
