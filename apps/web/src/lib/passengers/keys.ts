import { PICKER_KEY } from '../../components/pickers/rules';

export const passengersKeys = {
  all: ['passengers'] as const,
  list: (params: object) => ['passengers', 'list', params] as const,
};

/** Passenger writes refresh the passengers lists, the pickers and the users lists (passengers are users). */
export const PASSENGER_WRITE_INVALIDATES = [passengersKeys.all, [PICKER_KEY], ['users']] as const;
