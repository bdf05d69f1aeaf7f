// The pricing contracts live in @vozka/domain (pricing/contracts.ts, issue 13 §1); re-exported for this
// module's routes and services under the names they use.
export {
  ZCalculatedPrice,
  ZDistancePrices,
  ZDistancePricesQuery,
  ZFixedPrice,
  ZFixedPriceListQuery,
  ZFixedPricePage,
  ZPricingInterval,
  ZPublicVehicleOffer,
  ZVehicleOffer,
  ZVehicleOfferIdParams,
  type FixedPriceListQuery,
  type TFixedPrice as FixedPriceDto,
  type TPublicVehicleOffer as PublicVehicleOffer,
  type TVehicleOffer as VehicleOfferDto,
} from '@vozka/domain';
