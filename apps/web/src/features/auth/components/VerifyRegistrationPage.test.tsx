import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { VerifyConfirmPage } from './VerifyConfirmPage';
import { VerifyRegistrationPage } from './VerifyRegistrationPage';

function renderVerify(url: string) {
  return renderWithProviders(<VerifyRegistrationPage />, { path: '/auth/register/:key', url, user: null });
}

function renderConfirm(redirect: string) {
  return renderWithProviders(<VerifyConfirmPage />, {
    path: '/auth/verify-confirm',
    url: `/auth/verify-confirm?redirect=${redirect}`,
    user: null,
  });
}

describe('registration verification', () => {
  it('confirms the account and continues to the confirmation screen, keeping a safe redirect', async () => {
    const fetchMock = stubFetch({
      'GET /api/registration/k1': () => jsonResponse(200, { message: 'Your registration is confirmed. You can sign in.' }),
    });
    renderVerify('/auth/register/k1?redirect=/my-drive/abc');

    expect(await screen.findByText('Your registration is confirmed. You can sign in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/auth/verify-confirm?redirect=%2Fmy-drive%2Fabc');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers the way back to registration when the link is used or expired', async () => {
    stubFetch({
      'GET /api/registration/k2': () => jsonResponse(410, { code: 'LINK_EXPIRED', message: 'Link expired' }),
    });
    renderVerify('/auth/register/k2');

    expect(await screen.findByText('Link expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to registration' }).getAttribute('href')).toBe('/auth/register');
  });
});

describe('VerifyConfirmPage', () => {
  it('offers the redirect target when it is a path of this site', () => {
    renderConfirm('/check-payment/drive/9');
    expect(screen.getByRole('heading', { name: 'Your account is confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/check-payment/drive/9');
    expect(screen.getByRole('link', { name: 'Sign in on the web' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toBeTruthy();
  });

  it('ignores a redirect to another site', () => {
    renderConfirm('//evil.example');
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });
});
