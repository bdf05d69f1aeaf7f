import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { SetPasswordPage } from './SetPasswordPage';

const KEY = 'abc123';
const expired = () => jsonResponse(410, { code: 'LINK_EXPIRED', message: 'Link expired' });

function renderPage() {
  return renderWithProviders(<SetPasswordPage />, {
    path: '/auth/password-recovery/:key',
    url: `/auth/password-recovery/${KEY}`,
    user: null,
  });
}

describe('SetPasswordPage', () => {
  it('shows a loader while the link is checked', async () => {
    stubFetch({ [`GET /api/setup-password/${KEY}`]: () => new Promise<Response>(() => undefined) });
    renderPage();
    expect(await screen.findByText('Checking the link…')).toBeTruthy();
    expect(screen.queryByLabelText('New password', { exact: true })).toBeNull();
  });

  it('shows the "Link expired" card with a retry link for an expired link', async () => {
    stubFetch({ [`GET /api/setup-password/${KEY}`]: expired });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/auth/password-recovery');
    expect(screen.queryByLabelText('New password', { exact: true })).toBeNull();
  });

  it('titles the card "Link vypršel" in Czech', async () => {
    await i18n.changeLanguage('cs');
    stubFetch({ [`GET /api/setup-password/${KEY}`]: expired });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Link vypršel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zkusit znovu' }).getAttribute('href')).toBe('/auth/password-recovery');
  });

  it('sets the new password for a valid link', async () => {
    const fetchMock = stubFetch({
      [`GET /api/setup-password/${KEY}`]: () => jsonResponse(200, { valid: true }),
      [`POST /api/setup-password/${KEY}`]: () => jsonResponse(200, { message: 'Your new password is set. You can sign in.' }),
    });
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password', { exact: true }), 'Better-pass-42');
    expect(screen.getByTestId('password-strength').textContent).toContain('Strong password');
    await user.type(screen.getByLabelText('New password again', { exact: true }), 'Better-pass-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your new password is set. You can sign in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ password: 'Better-pass-42' });
  });

  it('refuses different passwords before calling the server', async () => {
    const fetchMock = stubFetch({ [`GET /api/setup-password/${KEY}`]: () => jsonResponse(200, { valid: true }) });
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password', { exact: true }), 'Better-pass-42');
    await user.type(screen.getByLabelText('New password again', { exact: true }), 'Better-pass-43');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('switches to the expired card when the link expires before saving', async () => {
    stubFetch({
      [`GET /api/setup-password/${KEY}`]: () => jsonResponse(200, { valid: true }),
      [`POST /api/setup-password/${KEY}`]: expired,
    });
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password', { exact: true }), 'Better-pass-42');
    await user.type(screen.getByLabelText('New password again', { exact: true }), 'Better-pass-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeTruthy();
  });
});
