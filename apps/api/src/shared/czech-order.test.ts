import { describe, expect, it } from 'vitest';
import { compareCzech, compareCzechNames } from './czech-order.ts';

describe('Czech order', () => {
  it('puts "ch" after "h" and "č" after "c", as a Czech reader expects', () => {
    expect(['Chrudim', 'Hradec', 'Čáslav', 'Cheb', 'Brno'].sort(compareCzech)).toEqual(['Brno', 'Čáslav', 'Hradec', 'Cheb', 'Chrudim']);
  });

  it('compares names without regard to case or accents, and their numbers by value', () => {
    expect(compareCzechNames('řidič 2', 'Řidič 2')).toBe(0);
    expect(['Řidič 10', 'Řidič 2', 'Řidič 1'].sort(compareCzechNames)).toEqual(['Řidič 1', 'Řidič 2', 'Řidič 10']);
    expect(compareCzech('Řidič 10', 'Řidič 2')).toBeLessThan(0);
  });
});
