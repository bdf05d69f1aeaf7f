import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../../test/render';
import { RideHistory } from './RideHistory';

const entry = (id: number, field: string, oldValue: string | null, newValue: string | null) => ({
  id,
  at: '2026-07-01T08:00:00Z',
  userId: 7,
  userName: 'Jana',
  field,
  oldValue,
  newValue,
});

describe('RideHistory', () => {
  it('shows people and vehicles by name, prices in Kč and the waiting time in minutes', async () => {
    stubFetch({
      'GET /api/orders/12/history': () =>
        jsonResponse(200, [
          entry(1, 'driverId', null, 'David Řidič'),
          entry(2, 'vehicleId', '1AB 2345 · Škoda Superb', null),
          entry(3, 'priceForClient', '1000', '1100.5'),
          entry(4, 'waiting', '0', '25'),
        ]),
    });
    renderWithProviders(<RideHistory rideId={12} />, { user: makeUser(['ADMIN']) });
    const table = await screen.findByRole('table', { name: 'History' });
    await within(table).findByText('— → David Řidič');
    const rows = within(table).getAllByRole('row');
    const text = rows.slice(1).map((row) => row.textContent);
    expect(text[0]).toContain('Driver— → David Řidič');
    expect(text[1]).toContain('Vehicle1AB 2345 · Škoda Superb → —');
    expect(text[2]?.replace(/\s/g, ' ')).toContain('Price for client1,000 Kč → 1,100.50 Kč');
    expect(text[3]).toContain('0 min → 25 min');
  });
});
