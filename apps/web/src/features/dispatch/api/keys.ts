/** Query keys of the dispatch board (the suggestions are `ridesKeys.suggestions`). */
export const dispatchKeys = {
  pins: ['dispatch', 'pins'] as const,
};
