import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { makeVehicle } from '../../../test/fixtures';
import { UserFormPage } from './UserFormPage';

function renderForm(roles: Role[], url: string) {
  const path = url.startsWith('/manage/users/new') ? '/manage/users/new' : '/manage/users/:id';
  return renderWithProviders(<UserFormPage />, { path, url, user: makeUser(roles, { id: 1, userId: 1 }) });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

async function fillBasics(values: { name?: string; email?: string; phone?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(field('Name'), values.name);
  if (values.email) await user.type(field('E-mail'), values.email);
  if (values.phone) await user.type(field('Phone'), values.phone);
  return user;
}

const EMPTY_MORE = {
  companyId: null,
  companyName: null,
  companyAddress: null,
  companyTin: null,
  bankAccount: null,
  city: null,
  street: null,
  zipCode: null,
  dateOfBirth: null,
  emailSecondary: null,
  phoneSecondary: null,
  invoicing: null,
  internalNumber: null,
  internalNote: null,
};

describe('UserForm (create)', () => {
  it('says "Fill in every field." once for missing required fields, without calling the API', async () => {
    const fetchMock = stubFetch({});
    renderForm(['ADMIN'], '/manage/users/new?roleName=DRIVER');
    await userEvent.setup().click(save());

    expect(await screen.findAllByText('Fill in every field.')).toHaveLength(1);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not create a passenger without a client: "Client is not selected" at the client field', async () => {
    const fetchMock = stubFetch({});
    renderForm(['ADMIN'], '/manage/users/new?roleName=PASSENGER');
    const user = await fillBasics({ name: 'Pavel Pasažér' });
    await user.click(save());

    expect(await screen.findByText('Client is not selected')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toEqual([]);
  });

  it('checks the e-mail address', async () => {
    const fetchMock = stubFetch({});
    renderForm(['ADMIN'], '/manage/users/new?roleName=CUSTOMER');
    const user = await fillBasics({ name: 'Petr', email: 'not-an-address', phone: '777' });
    await user.click(save());

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a driver with empty fields as null and roles as objects, then shows the list', async () => {
    const fetchMock = stubFetch({
      'POST /api/users': () => jsonResponse(201, makeUser(['DRIVER'], { id: 9, userId: 9, name: 'Petr Novák' })),
    });
    const { router } = renderForm(['ADMIN'], '/manage/users/new?roleName=DRIVER');
    expect(screen.getByRole('heading', { name: 'New user' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeTruthy(); // ADMIN chooses the roles
    const user = await fillBasics({ name: ' Petr Novák ', email: 'petr@example.cz', phone: '+420 777 123 456' });
    await user.click(save());

    expect(await screen.findByText('The user was added.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/users');
    expect(router.state.location.search).toBe('?roleName=DRIVER');
    expect(lastJsonBody(fetchMock, 'POST /api/users')).toEqual({
      ...EMPTY_MORE,
      name: 'Petr Novák',
      email: 'petr@example.cz',
      phone: '+420 777 123 456',
      roles: [{ name: 'DRIVER' }],
      status: 'ACTIVE',
      type: null,
      language: 'en',
      vatPayer: false,
      fleetManager: null,
      hideTripOffers: false,
      clientId: null,
    });
  });

  it("shows the server's field errors at the fields and the message in a toast", async () => {
    stubFetch({
      'POST /api/users': () =>
        jsonResponse(409, {
          code: 'EMAIL_TAKEN',
          message: 'An account with this e-mail already exists.',
          fields: { email: 'An account with this e-mail already exists.' },
        }),
    });
    renderForm(['ADMIN'], '/manage/users/new?roleName=ADMIN');
    const user = await fillBasics({ name: 'Eva', email: 'eva@example.cz', phone: '777' });
    await user.click(save());

    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findAllByText('An account with this e-mail already exists.')).toHaveLength(2);
    expect(screen.getByText('New user', { selector: '.mantine-Notification-title' })).toBeTruthy();
  });

  it('lets a FLEET_MANAGER create drivers only', async () => {
    const fetchMock = stubFetch({ 'POST /api/users': () => jsonResponse(201, makeUser(['DRIVER'])) });
    const { router } = renderForm(['FLEET_MANAGER'], '/manage/users/new?roleName=ADMIN');
    expect(screen.queryByRole('combobox', { name: 'Roles' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Fleet manager' })).toBeNull();
    const user = await fillBasics({ name: 'Karel', email: 'karel@example.cz', phone: '777' });
    await user.click(save());

    await waitFor(() => expect(router.state.location.search).toBe('?roleName=DRIVER'));
    expect(lastJsonBody(fetchMock, 'POST /api/users')).toMatchObject({ roles: [{ name: 'DRIVER' }] });
  });
});

describe('UserForm (edit)', () => {
  const driver = makeUser(['DRIVER'], {
    id: 5,
    userId: 5,
    name: 'Josef Řidič',
    email: 'josef@example.cz',
    phone: '777 000 111',
    city: 'Praha',
    fleetManager: { id: 3, name: 'Flotila Praha' },
  });

  function stubDriver(extra: Parameters<typeof stubFetch>[0] = {}) {
    return stubFetch({
      'GET /api/users/5': () => jsonResponse(200, { ...driver, vehicles: [], clientId: null }),
      'GET /api/files': () => jsonResponse(200, []),
      'GET /api/vehicles': () => pagedResponse([makeVehicle({ drivers: [{ id: 5, name: 'Josef Řidič' }] })]),
      ...extra,
    });
  }

  it('loads the user into the tabs, lists the paired vehicles and saves with PUT', async () => {
    const fetchMock = stubDriver({ 'PUT /api/users/5': () => jsonResponse(200, driver) });
    const { router } = renderForm(['ADMIN'], '/manage/users/5?roleName=DRIVER');

    expect(await screen.findByRole('heading', { name: 'User Josef Řidič' })).toBeTruthy();
    expect((field('Name') as HTMLInputElement).value).toBe('Josef Řidič');
    expect((screen.getByRole('combobox', { name: 'Fleet manager' }) as HTMLInputElement).value).toBe('Flotila Praha');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Paired vehicles' }));
    expect(await screen.findByRole('link', { name: '1AB2345' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Files' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Basic information' }));
    // A fleet-managed driver: the fleet may hide its trip offers (the free rides).
    const hide = screen.getByRole('checkbox', { name: 'Hide trip offers (free rides)' }) as HTMLInputElement;
    expect(hide.checked).toBe(false);
    await user.click(hide);
    await user.click(screen.getByRole('tab', { name: 'More' }));
    expect((field('City') as HTMLInputElement).value).toBe('Praha');
    await user.click(save());

    expect(await screen.findByText('The user was saved.')).toBeTruthy();
    expect(router.state.location.search).toBe('?roleName=DRIVER');
    expect(lastJsonBody(fetchMock, 'PUT /api/users/5')).toMatchObject({
      name: 'Josef Řidič',
      city: 'Praha',
      street: null,
      roles: [{ name: 'DRIVER' }],
      fleetManager: { id: 3 },
      hideTripOffers: true,
    });
  });

  it('deletes the user after a confirmation', async () => {
    const fetchMock = stubDriver({ 'DELETE /api/users/5': () => new Response(null, { status: 204 }) });
    const { router } = renderForm(['ADMIN'], '/manage/users/5?roleName=DRIVER');
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Delete user');
    expect(within(dialog).getByText(/Josef Řidič/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The user was deleted.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(router.state.location.pathname).toBe('/manage/users');
  });
});
