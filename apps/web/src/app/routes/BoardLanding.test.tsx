import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, pagedResponse, stubFetch } from '../../test/render';
import { renderApp } from './render-app';

const HIGH = { id: 1, message: 'Road closed at the airport', date: '2026-11-20T08:00:00Z', priority: 'HIGH' };

// The dashboard messages show above the landing screen only (docs/decisions/0028).
describe('dashboard messages on the landing screen', { timeout: 30_000 }, () => {
  it('greet a driver above its rides, and not on another screen', async () => {
    const fetchMock = stubFetch({
      'GET /api/orders': () => pagedResponse([]),
      // The newest blog article shows on the landing too (docs/decisions/0027).
      'GET /api/blog-articles': () => pagedResponse([]),
      'GET /api/board/message': () => jsonResponse(200, [HIGH]),
    });
    const driver = makeUser(['DRIVER'], { fleetManager: { id: 3, name: 'Flotila' } });
    const { router } = renderApp('/', driver);
    const region = await screen.findByRole('region', { name: 'Messages from the dispatching' }, { timeout: 5_000 });
    expect(within(region).getByText('Road closed at the airport')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My rides today', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/driver');

    await router.navigate('/access-denied');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this screen' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages from the dispatching' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/board/message')).toHaveLength(1);
  });
});
