import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../test/render';
import { UserFormPage } from '../../features/users/components/UserFormPage';

const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const TRACKING = 'Tracking link when the driver sets off';
const ARRIVAL = '"Your driver is here" on arrival';
const REMINDERS = 'Reminders 24 hours and 1 hour before a ride';
/** The three switches' states: tracking, arrival, reminders. */
const switches = () => [TRACKING, ARRIVAL, REMINDERS].map((name) => switchNamed(name).checked);

/** Turns the switch `name` over and saves the form; waits for the toast `saved`. */
async function toggleAndSave(name: string, saved: string) {
  const user = userEvent.setup();
  await user.click(switchNamed(name));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(saved)).toBeTruthy();
}

/** The profile page's other calls: no files, no sessions. */
const profileCalls = (me: ReturnType<typeof makeUser>) => ({
  'GET /api/profile': () => jsonResponse(200, me),
  'GET /api/files': () => jsonResponse(200, []),
  'GET /api/sessions': () => jsonResponse(200, []),
});

describe('the passenger alert switches (issue 14 §7)', () => {
  it("a customer's profile shows its switches as stored and saves the one turned off", async () => {
    const me = makeUser(['CUSTOMER'], { passengerAlerts: { tracking: true, arrival: false, reminders: true } });
    const fetchMock = stubFetch({
      ...profileCalls(me),
      'PUT /api/profile': () => jsonResponse(200, { ...me, passengerAlerts: { tracking: true, arrival: false, reminders: false } }),
    });
    renderApp('/profile/settings', me);
    expect(await screen.findByText('What your passengers get')).toBeTruthy();
    expect(switches()).toEqual([true, false, true]);
    await toggleAndSave(REMINDERS, 'Your profile was saved.');
    expect(lastJsonBody(fetchMock, 'PUT /api/profile')).toMatchObject({
      passengerAlerts: { tracking: true, arrival: false, reminders: false },
    });
    expect(switchNamed(REMINDERS).checked).toBe(false);
  });

  it('a driver has no passengers: no switches in its profile', async () => {
    const me = makeUser(['DRIVER']);
    stubFetch(profileCalls(me));
    renderApp('/profile/settings', me);
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByText('What your passengers get')).toBeNull();
  });

  it("an ADMIN switches a customer's tracking link off in the user form (all on when never set)", async () => {
    const customer = makeUser(['CUSTOMER'], { id: 5, userId: 5, name: 'Klára Zákaznice', type: 'CUSTOMER_RECURRING' });
    const fetchMock = stubFetch({
      'GET /api/users/5': () => jsonResponse(200, { ...customer, vehicles: [], clientId: null }),
      'GET /api/files': () => jsonResponse(200, []),
      'PUT /api/users/5': () => jsonResponse(200, customer),
    });
    renderWithProviders(<UserFormPage />, {
      path: '/manage/users/:id',
      url: '/manage/users/5?roleName=CUSTOMER',
      user: makeUser(['ADMIN'], { id: 1, userId: 1 }),
    });
    expect(await screen.findByRole('heading', { name: 'User Klára Zákaznice' })).toBeTruthy();
    expect(switches()).toEqual([true, true, true]);
    await toggleAndSave(TRACKING, 'The user was saved.');
    expect(lastJsonBody(fetchMock, 'PUT /api/users/5')).toMatchObject({
      roles: [{ name: 'CUSTOMER' }],
      passengerAlerts: { tracking: false, arrival: true, reminders: true },
    });
  });
});
