import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, renderWithProviders, stubFetch } from '../../../test/render';
import { AreaForm } from './AreaForm';

describe('AreaForm', () => {
  it('needs at least three corners before it saves', async () => {
    const fetchMock = stubFetch({
      'PUT /api/settings/operation-area': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
    });
    renderWithProviders(
      <AreaForm
        area={{
          points: [
            { lat: 50, lng: 14 },
            { lat: 50.2, lng: 14.2 },
          ],
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('Draw at least 3 corners.');
    await user.click(screen.getByRole('button', { name: 'Add the map centre' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
    expect((lastJsonBody(fetchMock, 'PUT /api/settings/operation-area') as { points: unknown[] }).points).toHaveLength(3);
  });
});
