import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, pagedResponse, stubFetch } from '../test/render';
import { renderApp } from './routes/render-app';

// The landing screens of ADMIN and CUSTOMER hold the whole ride form: slow to render in jsdom.
describe('routing and guards', { timeout: 20_000 }, () => {
  it('sends a visitor without a session from an app screen to the login page', async () => {
    stubFetch({
      'GET /api/user-details': () => jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'For this operation you need to login.' }),
    });
    const { router } = renderApp('/manage/drives');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/manage/drives' });
  });

  it('sends a signed-in user from /auth/login to their landing screen', async () => {
    stubFetch({ 'GET /api/orders': () => pagedResponse([]) });
    const { router } = renderApp('/auth/login', makeUser(['ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Dispatching', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dispatching');
  });

  it("lands a fleet's driver on its phone screen from /, the rides table one tap away", async () => {
    stubFetch({ 'GET /api/orders': () => pagedResponse([]) });
    const driver = makeUser(['DRIVER'], { fleetManager: { id: 3, name: 'Flotila' } });
    const { router } = renderApp('/', driver);
    expect(await screen.findByRole('heading', { name: 'My rides today', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/driver');
    expect(screen.getAllByRole('link', { name: 'Rides' })[0]?.getAttribute('href')).toBe('/manage/drives');
    expect(screen.queryByRole('link', { name: /^Free rides/ })).toBeNull(); // a fleet's driver has no pool
  });

  it('shows fleet managers and drivers without a fleet the free rides, linking to them', async () => {
    stubFetch({
      'GET /api/orders': () => pagedResponse([]),
      'GET /api/orders/free-count': () => jsonResponse(200, { count: 73 }),
    });
    const { router } = renderApp('/', makeUser(['DRIVER']));
    const badge = await screen.findByRole('link', { name: 'Free rides: 73' });

    await userEvent.setup().click(badge);
    expect(router.state.location.pathname + router.state.location.search).toBe('/manage/drives?freeRide=1');
  });

  it('opens the public tracking page without the app layout or a session', async () => {
    stubFetch({
      'GET /api/user-details': () => jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'Login required.' }),
      'GET /api/dispatch-map/pin/abc/events': () => jsonResponse(404, {}),
      'GET /api/dispatch-map/pin/abc': () => jsonResponse(404, { code: 'TRACKING_CODE_MISSING', message: 'Tracking code is missing.' }),
    });
    const { router } = renderApp('/abc/track-your-driver');
    expect(await screen.findByText('Tracking code is missing.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/abc/track-your-driver');
  });

  it('opens a ride detail under the drives screen', async () => {
    stubFetch({ 'GET /api/orders/5': () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }) });
    renderApp('/manage/drives/5', makeUser(['CUSTOMER']));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows access denied for a screen the role may not open, with a way home', async () => {
    const { router } = renderApp('/dispatching', makeUser(['DRIVER']));
    expect(await screen.findByRole('heading', { name: 'You do not have access to this screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(screen.getByRole('link', { name: 'Go to my home page' }).getAttribute('href')).toBe('/driver');
  });

  it('guards restricted screens the web does not have yet', async () => {
    const { router } = renderApp('/manage/locations', makeUser(['CUSTOMER']));
    await screen.findByRole('heading', { name: 'You do not have access to this screen' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('keeps the create and edit screens to the roles that may write', async () => {
    const { router } = renderApp('/manage/vehicles/new', makeUser(['DRIVER']));
    await screen.findByRole('heading', { name: 'You do not have access to this screen' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('opens the users list of a role from the menu path', async () => {
    stubFetch({ 'GET /api/uservos': () => jsonResponse(200, { totalPages: 1, objects: [] }) });
    renderApp('/manage/users?roleName=DRIVER', makeUser(['FLEET_MANAGER']));
    expect(await screen.findByRole('heading', { name: 'Drivers' })).toBeTruthy();
  });

  it('shows not found for an unknown screen inside the app', async () => {
    renderApp('/no-such-screen', makeUser(['ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jana Nováková' })).toBeTruthy();
  });

  it('signs out from the user menu and returns to the login page', async () => {
    const fetchMock = stubFetch({
      'GET /api/logout': () => new Response(null, { status: 204 }),
      'GET /api/orders': () => pagedResponse([]),
    });
    const { router, queryClient } = renderApp('/dispatching', makeUser(['CUSTOMER']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Jana Nováková' }));
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    // Spec §2: the user menu is Ride import, Calculator, Settings, Log out.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ride import', 'Calculator', 'Settings', 'Log out']);
    await user.click(logout);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(callsTo(fetchMock, 'GET /api/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['user-details'])).toBeNull();
  });

  it('refreshes the user after a 401 of any call and then asks to sign in', async () => {
    stubFetch({ 'GET /api/user-details': () => jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'x' }) });
    const { router, queryClient } = renderApp('/access-denied', makeUser(['ADMIN']));
    await screen.findByRole('button', { name: 'Jana Nováková' });

    const { api } = await import('../lib/api-client');
    stubFetch({
      'GET /api/orders': () => jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'x' }),
      'GET /api/user-details': () => jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'x' }),
    });
    await api.get('/orders').catch(() => undefined);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(queryClient.getQueryData(['user-details'])).toBeNull();
  });
});
