import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_QUERY_KEY, useAuth } from '../lib/auth';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../test/render';
import { LanguagePicker } from './LanguagePicker';

/** Asks for the signed-in user, as the route guard does. */
function AuthProbe() {
  return <p>{useAuth().status}</p>;
}

describe('LanguagePicker', () => {
  it('switches to Czech, renames itself and remembers the choice', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<LanguagePicker />, { user: null });
    const user = userEvent.setup();

    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    await user.click(screen.getByLabelText('Čeština'));

    expect(await screen.findByRole('radiogroup', { name: 'Jazyk' })).toBeTruthy();
    expect(window.localStorage.getItem('vozka.language')).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect((screen.getByLabelText('Čeština') as HTMLInputElement).checked).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled(); // signed out: nothing to save to
  });

  it('saves the choice of a signed-in user to the profile, the rest of the profile as it is', async () => {
    const me = makeUser(['CUSTOMER'], { phone: '777 123 456', city: 'Brno', dateOfBirth: '1990-05-01T00:00:00.000Z' });
    const fetchMock = stubFetch({
      'GET /api/profile': () => jsonResponse(200, me),
      'PUT /api/profile': () => jsonResponse(200, { ...me, language: 'cs' }),
    });
    const { queryClient } = renderWithProviders(<LanguagePicker />, { user: me });
    await userEvent.setup().click(screen.getByLabelText('Čeština'));

    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ language: 'cs' }));
    // The new language and the rest as it was: what the user has, and null for every field it left empty.
    const empty = 'street zipCode companyId companyName companyAddress companyTin emailSecondary phoneSecondary bankAccount invoicing';
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).toEqual({
      language: 'cs',
      ...Object.fromEntries(empty.split(' ').map((field) => [field, null])),
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '777 123 456',
      city: 'Brno',
      dateOfBirth: '1990-05-01',
      vatPayer: false,
    });
    expect(callsTo(fetchMock, 'PUT /api/profile')[0]?.init?.headers).toMatchObject({ 'Accept-Language': 'cs' });
    expect(currentLanguage()).toBe('cs');
  });

  it('saves the last of two quick choices last: Czech and back to English while the first save runs leaves English', async () => {
    let profile = makeUser(['ADMIN'], { language: 'en' });
    const held: (() => void)[] = [];
    const fetchMock = stubFetch({
      'GET /api/profile': () => jsonResponse(200, profile),
      'PUT /api/profile': (init) =>
        new Promise<Response>((resolve) => {
          const body = JSON.parse(String(init?.body)) as { language: 'cs' | 'en' };
          held.push(() => {
            profile = { ...profile, language: body.language };
            resolve(jsonResponse(200, profile));
          });
        }),
    });
    const { queryClient } = renderWithProviders(<LanguagePicker />, { user: profile });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Čeština'));
    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(screen.getByLabelText('English'));
    expect(callsTo(fetchMock, 'PUT /api/profile')).toHaveLength(1); // waits for the first save

    held[0]!();
    await waitFor(() => expect(held).toHaveLength(2));
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).toMatchObject({ language: 'en' });
    held[1]!();
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ language: 'en' }));
    expect(profile.language).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(callsTo(fetchMock, 'PUT /api/profile')).toHaveLength(2);
  });

  it('keeps the choice in this browser when the profile cannot be saved, and says so', async () => {
    stubFetch({
      'GET /api/profile': () => jsonResponse(200, makeUser(['DRIVER'])),
      'PUT /api/profile': () => jsonResponse(500, { code: 'SERVER_ERROR', message: '' }),
    });
    renderWithProviders(<LanguagePicker />, { user: makeUser(['DRIVER']) });
    await userEvent.setup().click(screen.getByLabelText('Čeština'));

    expect(await screen.findByText('Jazyk se neuložil')).toBeTruthy();
    expect(currentLanguage()).toBe('cs');
    expect(window.localStorage.getItem('vozka.language')).toBe('cs');
  });

  it("takes the profile's language when the signed-in user is loaded (chosen on another device)", async () => {
    await setLanguage('en');
    stubFetch({ 'GET /api/user-details': () => jsonResponse(200, makeUser(['DRIVER'], { language: 'cs' })) });
    renderWithProviders(
      <>
        <LanguagePicker />
        <AuthProbe />
      </>,
    );

    expect(await screen.findByText('authenticated')).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: 'Jazyk' })).toBeTruthy();
    expect(window.localStorage.getItem('vozka.language')).toBe('cs');
  });
});
