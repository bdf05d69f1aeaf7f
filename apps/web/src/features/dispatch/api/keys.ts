/** Query keys of the dispatch board. Suggestions live under `rides` so every ride change refreshes them. */
export const dispatchKeys = {
  pins: ['dispatch', 'pins'] as const,
  suggestions: (rideId: number) => ['rides', 'driver-suggestions', rideId] as const,
};
