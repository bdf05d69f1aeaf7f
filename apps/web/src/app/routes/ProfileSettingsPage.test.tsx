import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { callsTo, jsonResponse, lastJsonBody, makeUser, stubFetch } from '../../test/render';

const me = makeUser(['CUSTOMER'], { phone: '777 123 456', city: 'Brno' });

function renderProfile(extra: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/profile': () => jsonResponse(200, me),
    'GET /api/files': () => jsonResponse(200, []),
    'GET /api/sessions': () => jsonResponse(200, []),
    // A customer's profile also has the Calendar and API keys tabs.
    'GET /api/profile/calendar-feed': () => jsonResponse(200, { url: null, createdAt: null }),
    'GET /api/api-keys': () => jsonResponse(200, []),
    ...extra,
  });
  const rendered = renderApp('/profile/settings', me);
  return { fetchMock, ...rendered };
}

describe('ProfileSettingsPage', () => {
  it('requires the name and the e-mail', async () => {
    const { fetchMock } = renderProfile();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Fill in every field.')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PUT /api/profile')).toHaveLength(0);
  });

  it('saves the profile and switches the interface to the chosen language', async () => {
    const { fetchMock } = renderProfile({ 'PUT /api/profile': () => jsonResponse(200, { ...me, language: 'cs' }) });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Čeština' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profil byl uložen.')).toBeTruthy();
    expect(currentLanguage()).toBe('cs');
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).toMatchObject({
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '777 123 456',
      language: 'cs',
      city: 'Brno',
      street: null,
    });
  });

  it('keeps the UI language on saving, also one switched in the header after the form opened', async () => {
    const { fetchMock } = renderProfile({ 'PUT /api/profile': () => jsonResponse(200, { ...me, language: 'cs', phone: '602 000 111' }) });
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await act(() => setLanguage('cs')); // the header's switch (its save to the profile is the LanguagePicker's test)
    expect(await screen.findByRole('combobox', { name: 'Jazyk' })).toHaveProperty('value', 'Čeština');
    await user.clear(phone);
    await user.type(phone, '602 000 111');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));

    expect(await screen.findByText('Profil byl uložen.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).toMatchObject({ language: 'cs', phone: '602 000 111' });
    expect(currentLanguage()).toBe('cs');
  });

  it('deletes the account after the current password and signs out', async () => {
    let answer: Response = jsonResponse(400, { code: 'CURRENT_PASSWORD_WRONG', message: 'The current password is not correct.' });
    const { fetchMock, router, queryClient } = renderProfile({ 'DELETE /api/profile': () => answer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(dialog.textContent).toContain('Enter your current password to confirm.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Enter your current password to confirm this change.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/profile')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Current password'), 'Wrong-guess-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/settings');

    answer = new Response(null, { status: 204 });
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'My-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('The account was deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(callsTo(fetchMock, 'DELETE /api/profile')).toHaveLength(2);
    expect(lastJsonBody(fetchMock, 'DELETE /api/profile')).toEqual({ currentPassword: 'My-secret-1' });
    expect(queryClient.getQueryData(['user-details'])).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the session when deleting fails, with the "Delete account" toast', async () => {
    const { router } = renderProfile({
      'DELETE /api/profile': () => jsonResponse(500, { code: 'SERVER_ERROR', message: '' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText('Current password'), 'My-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('There was a problem, please try again later')).toBeTruthy();
    expect(screen.getByText('Delete account', { selector: '.mantine-Notification-title' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/settings');
  });

  it('asks for the current password before saving a new e-mail, not for a new name', async () => {
    let answer: Response = jsonResponse(400, {
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'The current password is not correct.',
      fields: { currentPassword: 'The current password is not correct.' },
    });
    const { fetchMock } = renderProfile({ 'PUT /api/profile': () => answer });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Jana Nová');
    answer = jsonResponse(200, { ...me, name: 'Jana Nová' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).not.toHaveProperty('currentPassword');

    answer = jsonResponse(400, { code: 'CURRENT_PASSWORD_WRONG', message: 'The current password is not correct.' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'jana.nova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    expect(dialog.textContent).toContain('to change it to jana.nova@example.cz');
    await user.type(within(dialog).getByLabelText('Current password'), 'Wrong-guess-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeTruthy();

    answer = jsonResponse(200, { ...me, name: 'Jana Nová', email: 'jana.nova@example.cz' });
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'My-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).toMatchObject({ email: 'jana.nova@example.cz', currentPassword: 'My-secret-1' });
  });

  it('changes the password', async () => {
    const { fetchMock } = renderProfile({
      'PUT /api/profile/password': () => jsonResponse(200, { message: 'Your password has been changed.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    await user.type(screen.getByLabelText('Current password'), 'Old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'New-secret-22');
    await user.type(screen.getByLabelText('New password again'), 'New-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    await user.type(screen.getByLabelText('New password again'), '2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'PUT /api/profile/password')).toEqual({
      currentPassword: 'Old-secret-1',
      newPassword: 'New-secret-22',
    });
  });
});
