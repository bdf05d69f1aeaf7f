// The users area's contracts live in @vozka/domain (users/contracts.ts, issue 13 §1); re-exported for this
// module's routes. Ids and paging follow the one rule of shared/ids.ts.
export {
  ZClientContact,
  ZCreateQuery,
  ZCustomersQuery,
  ZDriverOption,
  ZFleetOption,
  ZId,
  ZIdParams,
  ZLoginHistoryEntry,
  ZLoginHistoryQuery,
  ZPaging,
  ZPassenger,
  ZPassengersQuery,
  ZSearchPageQuery,
  ZUserPageQuery,
  ZUserRecord,
  ZUsersQuery,
  pageOf,
} from '@vozka/domain';

export type Paging = { page: number; size: number };
