export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export { type AddressValue, EMPTY_ADDRESS, addressError, addressValue } from './address-value';
export { FormAddress } from './FormAddress';
