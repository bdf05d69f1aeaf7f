// The places contracts live in @vozka/domain (places/contracts.ts, issue 13 §1); re-exported for this
// module's routes.
export {
  ZAddressListQuery,
  ZAddressSuggestion,
  ZFlightNumber,
  ZFlightNumberList,
  ZFlightNumberQuery,
  ZFrequentlyUsedAddress,
  ZFrequentlyUsedAddressPage,
  ZLocation,
  ZLocationPage,
  ZPagedQuery,
  ZSimpleLocation,
  ZSuggestionQuery,
} from '@vozka/domain';
