import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { makeRide } from '../../../test/rides';
import { allSeen, fingerprint, saveSeen } from '../assignments';
import { DriverMenuBadge } from './DriverMenuBadge';

const driver = makeUser(['DRIVER'], { id: 9, userId: 9 });
const rides = [1, 2, 3].map((id) => makeRide({ id, status: 'PLANNED', driverId: 9, date: '2031-01-05T13:30:00Z' }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the menu badge of new assignments (issue 17 §3)', () => {
  it('counts the assignments not seen yet and goes when they are seen', async () => {
    localStorage.setItem('vozka.seenAssignments.9', JSON.stringify({ 1: fingerprint(rides[0]!) }));
    stubFetch({ 'GET /api/orders': () => jsonResponse(200, { totalPages: 1, objects: rides }) });
    renderWithProviders(<DriverMenuBadge />, { user: driver });
    expect((await screen.findByLabelText('2 new for you')).textContent).toBe('2');
    act(() => saveSeen(9, allSeen(rides, 9)));
    await waitFor(() => expect(screen.queryByLabelText(/new for you/)).toBeNull());
  });
});
