import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import type { RideFlight } from '@vozka/domain';
import { makeRideFlight } from '../../test/rides';
import { FlightBadge } from './FlightBadge';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const badgeText = (f: RideFlight) => {
  const { unmount } = renderWithProviders(<FlightBadge ride={{ flight: f }} />);
  const text = screen.getByLabelText(/^(Flight|Let) OK 123/).textContent;
  unmount();
  return text;
};

describe('the flight badge beside a ride (issue 20 §1)', () => {
  it('says landed, delayed 40 min, diverted, cancelled, status unknown, tracking off', () => {
    expect(badgeText(makeRideFlight({ status: 'LANDED' }))).toBe('✈ landed');
    expect(badgeText(makeRideFlight({ status: 'DELAYED', delayMinutes: 40, expectedArrival: '2026-11-28T14:40:00.000Z' }))).toBe(
      '✈ delayed 40 min',
    );
    expect(badgeText(makeRideFlight({ status: 'EARLY', delayMinutes: -12 }))).toBe('✈ early 12 min');
    expect(badgeText(makeRideFlight({ status: 'DIVERTED', divertedTo: 'BRQ' }))).toBe('✈ diverted to BRQ');
    expect(badgeText(makeRideFlight({ status: 'DIVERTED' }))).toBe('✈ diverted');
    expect(badgeText(makeRideFlight({ status: 'CANCELLED' }))).toBe('✈ cancelled');
    expect(badgeText(makeRideFlight({ status: 'UNKNOWN' }))).toBe('✈ flight status unknown');
    expect(badgeText(makeRideFlight({ tracking: false, status: 'DELAYED', delayMinutes: 40 }))).toBe('✈ tracking off');
  });

  it('speaks Czech', async () => {
    await i18n.changeLanguage('cs');
    expect(badgeText(makeRideFlight({ status: 'DELAYED', delayMinutes: 40 }))).toBe('✈ zpoždění 40 min');
    expect(badgeText(makeRideFlight({ status: 'UNKNOWN' }))).toBe('✈ stav letu neznámý');
  });

  it('shows nothing for a ride without a tracked flight', () => {
    renderWithProviders(<FlightBadge ride={{}} />);
    expect(screen.queryByText(/✈/)).toBeNull();
  });
});
