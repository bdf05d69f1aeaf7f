import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RideFlight } from '@vozka/domain';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { FlightBadge } from './FlightBadge';

const flight = (overrides: Partial<RideFlight> = {}): RideFlight => ({
  tracking: true,
  flightNumber: 'OK 123',
  status: 'SCHEDULED',
  scheduledArrival: '2026-11-28T14:00:00.000Z',
  expectedArrival: null,
  delayMinutes: null,
  divertedTo: null,
  checkedAt: null,
  ...overrides,
});

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
    expect(badgeText(flight({ status: 'LANDED' }))).toBe('✈ landed');
    expect(badgeText(flight({ status: 'DELAYED', delayMinutes: 40, expectedArrival: '2026-11-28T14:40:00.000Z' }))).toBe(
      '✈ delayed 40 min',
    );
    expect(badgeText(flight({ status: 'EARLY', delayMinutes: -12 }))).toBe('✈ early 12 min');
    expect(badgeText(flight({ status: 'DIVERTED', divertedTo: 'BRQ' }))).toBe('✈ diverted to BRQ');
    expect(badgeText(flight({ status: 'DIVERTED' }))).toBe('✈ diverted');
    expect(badgeText(flight({ status: 'CANCELLED' }))).toBe('✈ cancelled');
    expect(badgeText(flight({ status: 'UNKNOWN' }))).toBe('✈ flight status unknown');
    expect(badgeText(flight({ tracking: false, status: 'DELAYED', delayMinutes: 40 }))).toBe('✈ tracking off');
  });

  it('speaks Czech', async () => {
    await i18n.changeLanguage('cs');
    expect(badgeText(flight({ status: 'DELAYED', delayMinutes: 40 }))).toBe('✈ zpoždění 40 min');
    expect(badgeText(flight({ status: 'UNKNOWN' }))).toBe('✈ stav letu neznámý');
  });

  it('shows nothing for a ride without a tracked flight', () => {
    renderWithProviders(<FlightBadge ride={{}} />);
    expect(screen.queryByText(/✈/)).toBeNull();
  });
});
