import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../../test/render';
import { makeRide } from '../../../../test/rides';
import { DispatchingPage } from './DispatchingPage';
import { DISPATCHING_REFRESH_MS } from './UpcomingRides';

const rides = [makeRide(), makeRide({ id: 13, abilities: { ...makeRide().abilities, edit: false } })];

afterEach(() => {
  vi.useRealTimers();
});

describe('DispatchingPage', { timeout: 30_000 }, () => {
  it('lists rides from today on, soonest first, refreshed every 120 s', async () => {
    // The refresh interval and "today" are faked; other timers stay real for Testing Library.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-07-15T05:00:00Z'));
    const fetchMock = stubFetch({ 'GET /api/orders': () => pagedResponse(rides) });
    renderWithProviders(<DispatchingPage />, { path: '/dispatching', user: makeUser(['ADMIN']) });
    expect(await screen.findByRole('heading', { name: 'Dispatching', level: 1 })).toBeTruthy();
    await screen.findByRole('table', { name: 'Today and later' });

    const [first] = callsTo(fetchMock, 'GET /api/orders');
    expect(first?.url.searchParams.get('dateFrom')).toBe('2026-07-15_00:00:00');
    expect(first?.url.searchParams.get('sortBy')).toBe('date');
    expect(first?.url.searchParams.get('size')).toBe('50');

    act(() => vi.advanceTimersByTime(DISPATCHING_REFRESH_MS - 1000));
    expect(callsTo(fetchMock, 'GET /api/orders')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/orders')).toHaveLength(2));
  });

  it('puts a ride of the list into the form, and opens one it may not edit', async () => {
    stubFetch({ 'GET /api/orders': () => pagedResponse(rides) });
    const { router } = renderWithProviders(<DispatchingPage />, { path: '/dispatching', user: makeUser(['ADMIN']) });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Today and later' });
    // Dispatch sees the rides first; no form until asked for (issue 17 §10).
    expect(screen.queryByRole('form')).toBeNull();
    const [editable, locked] = await within(table).findAllByRole('button', { name: '15/07/2026, 14:30' });

    await user.click(editable!);
    expect(await screen.findByRole('form', { name: 'Edit ride 12' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveProperty('value', 'Letiště Václava Havla, Praha');

    await user.click(screen.getByRole('button', { name: 'New ride' }));
    expect(await screen.findByRole('form', { name: 'New ride' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveProperty('value', '');

    await user.click(locked!);
    expect(router.state.location.pathname).toBe('/manage/drives/13');
  });

  it('lets a customer book from its last ride, without a date', async () => {
    stubFetch({
      'GET /api/orders': () => pagedResponse([]),
      'GET /api/orders/last': () => jsonResponse(200, makeRide({ customerId: 7, customerName: 'Jana Nováková' })),
    });
    renderWithProviders(<DispatchingPage />, { path: '/dispatching', user: makeUser(['CUSTOMER']) });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Book a ride', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Driver' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'From my last ride' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveProperty('value', 'Letiště Václava Havla, Praha'),
    );
    expect(screen.getByRole('form', { name: 'New ride' })).toBeTruthy();
    expect(screen.getByLabelText(/^Date and time/)).toHaveProperty('value', '');
  });

  it('says when there is no last ride yet', async () => {
    stubFetch({
      'GET /api/orders': () => pagedResponse([]),
      'GET /api/orders/last': () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }),
    });
    renderWithProviders(<DispatchingPage />, { path: '/dispatching', user: makeUser(['CUSTOMER']) });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'From my last ride' }));
    expect(await screen.findByText('You have not created a ride yet.')).toBeTruthy();
  });
});
