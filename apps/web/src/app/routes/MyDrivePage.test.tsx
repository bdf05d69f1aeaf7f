import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { i18n } from '../../lib/i18n';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../test/render';
import type { TContract } from '@vozka/domain';

const overview: TContract = {
  customer: {
    name: 'Hotel Praha',
    dateOfBirth: null,
    address: 'Pařížská 1, Praha',
    companyId: '12345678',
    companyName: 'Hotel Praha s.r.o.',
  },
  passenger: { name: 'Eva Cestující', dateOfBirth: '1990-05-04', phone: '+420 777 000 111', email: null },
  ride: {
    id: 12,
    date: '2026-07-15T12:30:00Z',
    route: ['Letiště Praha', 'Hotel Paříž'],
    persons: 2,
    onThePlaceTime: null,
    doneTime: null,
    price: 1250,
    priceLabel: '1 250 Kč',
    paymentMethod: 'INVOICE',
  },
  carrier: null, // no driver yet
  vehicle: { brand: 'Skoda', model: 'Superb', color: 'BLACK', registrationPlate: '1AB 2345' },
  intermediary: {
    name: 'Vozka s.r.o.',
    address: 'Praha',
    companyId: '11111111',
    vatId: 'CZ11111111',
    phone: '',
    email: 'info@vozka.cz',
  },
};

describe('MyDrivePage', { timeout: 20_000 }, () => {
  it('shows the contract to a signed-out visitor, with the PDF in the UI language', async () => {
    stubFetch({ 'GET /api/orders/secret-1/overview': () => jsonResponse(200, overview) });
    renderWithProviders(null, { routes, url: '/my-drive/secret-1', user: null });

    // The card and its heading show at once (as the page's build-time HTML does), the contract in it.
    const contract = await screen.findByRole('region', { name: 'Transport contract' });
    expect(within(contract).getByRole('heading', { level: 1, name: 'Transport contract' })).toBeTruthy();
    await within(contract).findByText('Contract of carriage for ride 12.');
    for (const section of ['Customer', 'Passenger', 'Ride details', 'Carrier', 'Vehicle', 'Intermediary']) {
      expect(within(contract).getByRole('heading', { name: section })).toBeTruthy();
    }
    const ride = within(contract).getByRole('region', { name: 'Ride details' });
    expect(within(ride).getByText('Letiště Praha → Hotel Paříž')).toBeTruthy();
    expect(within(ride).getByText('1 250 Kč')).toBeTruthy(); // the server's label
    expect(within(contract).getByRole('region', { name: 'Carrier' }).textContent).toContain('—');
    expect(within(ride).getByText('Invoice')).toBeTruthy();
    expect(within(contract).getByText('Black')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/orders/secret-1/overview.pdf?lang=en');
  });

  it('is never redirected for a signed-in user', async () => {
    stubFetch({ 'GET /api/orders/secret-1/overview': () => jsonResponse(200, overview) });
    const { router } = renderWithProviders(null, { routes, url: '/my-drive/secret-1', user: makeUser(['ADMIN']) });
    expect(await screen.findByRole('region', { name: 'Transport contract' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-drive/secret-1');
  });

  it('says "No drive data found." for an unknown code, in Czech too', async () => {
    stubFetch({
      'GET /api/orders/nothing/overview': () => jsonResponse(404, { message: 'No drive data found.', code: 'NO_DRIVE_DATA' }),
    });
    const { unmount } = renderWithProviders(null, { routes, url: '/my-drive/nothing', user: null });
    expect(await screen.findByText('No drive data found.')).toBeTruthy();
    unmount();

    await i18n.changeLanguage('cs');
    renderWithProviders(null, { routes, url: '/my-drive/nothing', user: null });
    expect(await screen.findByText('Nenalezena žádná data o jízdě.')).toBeTruthy();
  });

  it('says the code is missing without one', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(null, { routes, url: '/my-drive', user: null });
    expect(await screen.findByText('Code for displaying the contract is missing.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
