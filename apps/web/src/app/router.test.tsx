import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../test/render';
import { routes } from './router';

describe('routing and guards', () => {
  it('sends a visitor without a session from an app screen to the login page', async () => {
    stubFetch({
      'GET /api/user-details': () =>
        jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'For this operation you need to login.' }),
    });
    const { router } = renderWithProviders(null, { routes, url: '/manage/drives' });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/manage/drives' });
  });

  it('sends a signed-in user from /auth/login to their landing screen', async () => {
    const { router } = renderWithProviders(null, { routes, url: '/auth/login', user: makeUser(['ADMIN']) });
    expect(await screen.findByRole('heading', { name: 'Hello, Jana Nováková' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dispatching');
  });

  it('lands a driver on the drives screen from /', async () => {
    const { router } = renderWithProviders(null, { routes, url: '/', user: makeUser(['DRIVER']) });
    expect(await screen.findByText('Driver')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/drives');
  });

  it('shows access denied for a screen the role may not open, with a way home', async () => {
    const { router } = renderWithProviders(null, { routes, url: '/dispatching', user: makeUser(['DRIVER']) });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(screen.getByRole('link', { name: 'Go to my home page' }).getAttribute('href')).toBe('/manage/drives');
  });

  it('guards restricted screens the web does not have yet', async () => {
    const { router } = renderWithProviders(null, { routes, url: '/manage/locations', user: makeUser(['CUSTOMER']) });
    await screen.findByRole('heading', { name: 'You do not have access to this screen' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('keeps the create and edit screens to the roles that may write', async () => {
    const { router } = renderWithProviders(null, { routes, url: '/manage/vehicles/new', user: makeUser(['DRIVER']) });
    await screen.findByRole('heading', { name: 'You do not have access to this screen' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('opens the users list of a role from the menu path', async () => {
    stubFetch({ 'GET /api/uservos': () => jsonResponse(200, { totalPages: 1, objects: [] }) });
    renderWithProviders(null, { routes, url: '/manage/users?roleName=DRIVER', user: makeUser(['FLEET_MANAGER']) });
    expect(await screen.findByRole('heading', { name: 'Drivers' })).toBeTruthy();
  });

  it('shows not found for an unknown screen inside the app', async () => {
    renderWithProviders(null, { routes, url: '/no-such-screen', user: makeUser(['ADMIN']) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jana Nováková' })).toBeTruthy();
  });

  it('signs out from the user menu and returns to the login page', async () => {
    const fetchMock = stubFetch({ 'GET /api/logout': () => new Response(null, { status: 204 }) });
    const { router, queryClient } = renderWithProviders(null, {
      routes,
      url: '/dispatching',
      user: makeUser(['CUSTOMER']),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Jana Nováková' }));
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Log out']);
    await user.click(logout);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['user-details'])).toBeNull();
  });

  it('refreshes the user after a 401 of any call and then asks to sign in', async () => {
    stubFetch({ 'GET /api/user-details': () => jsonResponse(401, { code: 'LOGIN_REQUIRED', message: 'x' }) });
    const { router, queryClient } = renderWithProviders(null, {
      routes,
      url: '/dispatching',
      user: makeUser(['ADMIN']),
    });
    await screen.findByRole('heading', { name: 'Hello, Jana Nováková' });

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
