// The vehicles and documents contracts live in @vozka/domain (vehicles/contracts.ts, issue 13 §1);
// re-exported for this module's routes. Ids and paging follow the one rule of shared/ids.ts.
export {
  ZExpiringDocument,
  ZExpiringQuery,
  ZId,
  ZIdParams,
  ZPaging,
  ZVehicle,
  ZVehicleListQuery,
  ZVehiclePage,
  type VehicleListQuery,
} from '@vozka/domain';
