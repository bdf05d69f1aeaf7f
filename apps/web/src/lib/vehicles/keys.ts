import { PICKER_KEY } from '../../components/pickers/rules';

export const vehiclesKeys = {
  all: ['vehicles'] as const,
  list: (params: object) => ['vehicles', 'list', params] as const,
  detail: (id: number) => ['vehicles', 'detail', id] as const,
};

/** Vehicle writes refresh the vehicle lists (paired vehicles of drivers too) and the expiring documents. */
export const VEHICLE_WRITE_INVALIDATES = [['vehicles', 'list'], ['documents'], [PICKER_KEY]] as const;
