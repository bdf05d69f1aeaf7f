import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { CalculatorPage } from './CalculatorPage';

const OFFER = {
  id: 1,
  name: 'Business sedan',
  persons: 3,
  luggage: 3,
  transfer: true,
  rent: true,
  congress: false,
  description: null,
  photoUrl: null,
};
const AIRPORT = {
  fullName: 'Letiště Václava Havla Praha – Terminál 1',
  id: 'builtin:t1',
  placeId: 'builtin:t1',
  address: 'Aviatická, Praha 6',
  lat: 1,
  lng: 1,
};
const SQUARE = {
  fullName: 'Václavské náměstí',
  id: 'builtin:vn',
  placeId: 'builtin:vn',
  address: 'Praha 1',
  lat: 1,
  lng: 1,
};

function setup(
  roles: Role[] = ['CUSTOMER'],
  prices: unknown[] = [
    {
      price: 1000.5,
      priceWithVat: 1211,
      vatPercent: 21,
      source: 'DISTANCE',
      distanceKm: 20.4,
      estimate: true,
      vehicleOffer: OFFER,
    },
  ],
) {
  const fetchMock = stubFetch({
    'GET /api/prices/calculate': () => jsonResponse(200, prices),
    'GET /api/address-suggestions': (_init, url) =>
      jsonResponse(
        200,
        [AIRPORT, SQUARE].filter((s) => s.fullName.toLowerCase().includes((url.searchParams.get('term') ?? '').toLowerCase())),
      ),
    'GET /api/frequently-used-addresses': () => jsonResponse(200, { objects: [], totalPages: 1 }),
    'GET /api/customers': () => jsonResponse(200, { objects: [], totalPages: 1 }),
  });
  renderWithProviders(<CalculatorPage />, { path: '/calculator', user: makeUser(roles) });
  return fetchMock;
}

async function choose(label: string, term: string, option: RegExp) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: label }), term);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('CalculatorPage', () => {
  it('requires both addresses, chosen from the list', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);

    await user.type(screen.getByRole('combobox', { name: 'From' }), 'letiště');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose an address from the list.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/prices/calculate')).toHaveLength(0);
  });

  it('prices by chosen addresses and shows Kč with the VAT tooltip and the estimate note', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await choose('From', 'leti', /Letiště Václava Havla/);
    await choose('To', 'václav', /Václavské náměstí/);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Business sedan' });
    const price = within(card).getByTestId('calculated-price');
    expect(price.textContent).toBe('1,000.50\u00a0Kč');
    expect(price.getAttribute('aria-label')).toBe('1,000.50\u00a0Kč, Without VAT 1,000.50\u00a0Kč · with 21 % VAT 1,211\u00a0Kč');
    expect(within(card).getByText(/distance estimate/)).toBeTruthy();
    const query = callsTo(fetchMock, 'GET /api/prices/calculate')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      placeIdStart: 'builtin:t1',
      addressStart: AIRPORT.fullName,
      placeIdEnd: 'builtin:vn',
      addressEnd: 'Václavské náměstí',
      direction: 'ONE_WAY',
    });
  });

  it('requires a distance and rent hours above 0, and sends the rent form as spec §9 says', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'By distance' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Required')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Rent' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of hours' }), '0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a value above 0.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Number of hours' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of hours' }), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Business sedan' });
    expect(Object.fromEntries(callsTo(fetchMock, 'GET /api/prices/calculate')[0]!.url.searchParams)).toEqual({
      type: 'RENT',
      rentHours: '3',
      distance: '100',
      direction: 'ONE_WAY',
    });
  }, 15_000);

  it('says the price could not be calculated for an empty answer; ADMIN picks a client', async () => {
    setup(['ADMIN'], []);
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'By distance' }));
    await user.type(screen.getByRole('textbox', { name: 'Distance' }), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The price could not be calculated.')).toBeTruthy();
  });

  it('offers the client picker to who prices for any client (ADMIN, FLEET_MANAGER), as the API settles clientId', () => {
    setup(['FLEET_MANAGER'], []);
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeTruthy();
  });

  it('prices a customer for itself, without a client picker', () => {
    setup(['CUSTOMER'], []);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });
});
