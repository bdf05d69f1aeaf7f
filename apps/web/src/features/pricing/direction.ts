import { DIRECTIONS, type Direction } from '@vozka/domain';

/** The props of a form's `direction` select: one way or there and back, never empty. */
export function directionSelect(t: (key: string) => string) {
  return {
    name: 'direction' as const,
    allowDeselect: false,
    data: DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) })),
    toValue: (choice: string | null): Direction => (choice as Direction | null) ?? 'ONE_WAY',
  };
}
