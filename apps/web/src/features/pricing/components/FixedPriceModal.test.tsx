import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import type { TFixedPrice } from '@vozka/domain';
import { FixedPriceModal } from './FixedPriceModal';

const PRICE: TFixedPrice = {
  id: 3,
  from: { locationId: 8, locationName: 'Stará stanice', address: null, placeId: null },
  to: { locationId: 1, locationName: 'Letiště T1', address: null, placeId: null },
  direction: 'ONE_WAY',
  active: true,
  driverPrice: 600,
  clientPrice: 800,
  clientId: null,
  client: null,
  vehicleOfferId: null,
  vehicleOffer: null,
};

describe('FixedPriceModal', () => {
  it('shows a saved location that is inactive now by its name, marked "(inactive)"', async () => {
    stubFetch({
      // Only the active locations: #8 is not among them any more.
      'GET /api/simple-locations': () => jsonResponse(200, [{ id: 1, name: 'Letiště T1', placeId: 'local:location:1' }]),
      'GET /api/vehicle-offers': () => jsonResponse(200, []),
    });
    renderWithProviders(<FixedPriceModal price={PRICE} onClose={() => {}} />, { user: makeUser(['ADMIN']) });
    const dialog = screen.getByRole('dialog');
    const from = within(dialog).getByRole('group', { name: 'From' });
    const to = within(dialog).getByRole('group', { name: 'To' });
    await waitFor(() =>
      expect((within(from).getByLabelText('From – location') as HTMLInputElement).value).toBe('Stará stanice (inactive)'),
    );
    expect((within(to).getByLabelText('To – location') as HTMLInputElement).value).toBe('Letiště T1');
  });
});
