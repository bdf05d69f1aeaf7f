import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../test/render';
import { PriceText } from './PriceText';

/** "1,000.50 Kč" as the English interface writes a CZK amount (the queries see its no-break space as a space). */
const czk = (amount: number) =>
  `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount)} Kč`;

function setup(rates: () => Response) {
  const fetchMock = stubFetch({ 'GET /api/settings/rates': rates });
  renderWithProviders(
    <>
      <PriceText amount={1000.5} />
      <PriceText amount={2000} />
    </>,
    { user: makeUser(['FLEET_MANAGER']) },
  );
  return fetchMock;
}

describe('PriceText VAT tooltip', () => {
  it('uses the VAT rate of the settings, asked once when a tooltip first opens', async () => {
    const fetchMock = setup(() => jsonResponse(200, { vatPercent: 12.5, exchangeRates: [] }));
    const user = userEvent.setup();
    expect(callsTo(fetchMock, 'GET /api/settings/rates')).toHaveLength(0);

    await user.hover(screen.getByText(czk(1000.5)));
    // 1 000.50 × 1.125 = 1 125.5625 → rounded up to whole Kč.
    expect(await screen.findByText(`Without VAT ${czk(1000.5)} · with 12.5 % VAT ${czk(1126)}`)).toBeTruthy();
    await user.unhover(screen.getByText(czk(1000.5)));
    await user.hover(screen.getByText(czk(2000)));
    expect(await screen.findByText(`Without VAT ${czk(2000)} · with 12.5 % VAT ${czk(2250)}`)).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/settings/rates')).toHaveLength(1);
  });

  it('falls back to 21 % when the rate cannot be read', async () => {
    setup(() => jsonResponse(500, { code: 'SERVER_ERROR', message: 'Server error' }));
    await userEvent.setup().hover(screen.getByText(czk(1000.5)));
    expect(await screen.findByText(`Without VAT ${czk(1000.5)} · with 21 % VAT ${czk(1211)}`)).toBeTruthy();
  });
});
