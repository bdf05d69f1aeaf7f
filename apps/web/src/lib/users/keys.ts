import { PICKER_KEY } from '../../components/pickers/rules';

/** Query keys of the users feature; writes invalidate `usersKeys.all` (lists, records, pickers). */
export const usersKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** User writes refresh the users lists and records, every picker and the passengers lists. */
export const USER_WRITE_INVALIDATES = [['users'], [PICKER_KEY], ['passengers']] as const;
export const USER_DELETE_INVALIDATES = [['users', 'list'], [PICKER_KEY], ['passengers']] as const;
