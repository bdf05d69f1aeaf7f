import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../layouts/PublicLayout';
import { currentLanguage } from '../../lib/i18n';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../test/render';
import { LoginPage } from '../../features/auth/components/LoginPage';

function renderLogin(from?: string) {
  return renderWithProviders(null, {
    user: null,
    url: { pathname: '/auth/login', state: from ? { from } : undefined },
    routes: [
      { path: '/auth', element: <PublicLayout />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: '*', element: <p>app screen</p> },
    ],
  });
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('E-mail', { exact: true }), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('asks to fill in all the fields once, without calling the server', async () => {
    const fetchMock = stubFetch({});
    renderLogin();
    await signIn('', '');

    expect(await screen.findAllByText('Please fill in all the fields.')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first field in error and, after a submit, checks a field again as it changes', async () => {
    stubFetch({});
    renderLogin();
    await signIn('', '');

    const email = screen.getByLabelText('E-mail', { exact: true });
    await waitFor(() => expect(document.activeElement).toBe(email));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.setup().type(email, 'jana@example.cz');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    // The password is still empty: its error (the summary) stays until it changes or the form is sent again.
    expect(screen.getAllByText('Please fill in all the fields.')).toHaveLength(1);
  });

  it('sends what the fields hold, also what no change event reported (typed before the app took the page over)', async () => {
    let sent: unknown = null;
    stubFetch({
      'POST /api/login': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(401, { code: 'LOGIN_INCORRECT', message: 'Login details are not correct' });
      },
    });
    renderLogin();
    // The build-time page's fields, filled in before the app had run (vite-prerender.ts): no input event.
    ((await screen.findByLabelText('E-mail', { exact: true })) as HTMLInputElement).value = 'jana@example.cz';
    (screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value = 'Heslo-2026';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login details are not correct')).toBeTruthy();
    expect(sent).toEqual({ email: 'jana@example.cz', password: 'Heslo-2026' });
  });

  it("shows the server's message when the details are wrong", async () => {
    stubFetch({
      'POST /api/login': () => jsonResponse(401, { code: 'LOGIN_INCORRECT', message: 'Login details are not correct' }),
    });
    renderLogin();
    await signIn('jana@example.cz', 'wrong');

    expect(await screen.findByText('Login details are not correct')).toBeTruthy();
  });

  it("signs in, takes the profile's language and lands by role", async () => {
    stubFetch({
      'POST /api/login': () => new Response('token', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      'GET /api/user-details': () => jsonResponse(200, makeUser(['DRIVER'], { language: 'cs' })),
    });
    const { router } = renderLogin();
    await signIn('jana@example.cz', 'Secret123!');

    expect(await screen.findByText('app screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/driver');
    expect(currentLanguage()).toBe('cs');
    expect(window.localStorage.getItem('vozka.language')).toBe('cs');
  });

  it('goes back to a never-redirected screen it came from', async () => {
    stubFetch({
      'POST /api/login': () => new Response('token', { status: 200 }),
      'GET /api/user-details': () => jsonResponse(200, makeUser(['CUSTOMER'])),
    });
    const { router } = renderLogin('/my-drive/secret-1');
    await signIn('jana@example.cz', 'Secret123!');

    await screen.findByText('app screen');
    expect(router.state.location.pathname).toBe('/my-drive/secret-1');
  });
});
