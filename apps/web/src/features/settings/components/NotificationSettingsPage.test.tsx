import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_SITUATIONS, ROLES, notificationTable, type NotificationSetting } from '@vozka/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { staticMediaQuery } from '../../../test/media';

/** The API's table: every situation × role, the defaults unless `stored` says otherwise. */
function api(stored: NotificationSetting[] = []) {
  let table = notificationTable(stored);
  return stubFetch({
    'GET /api/settings/notification': () => jsonResponse(200, table),
    'PUT /api/settings/notification': (init) => {
      table = notificationTable(JSON.parse(init?.body as string) as NotificationSetting[]);
      return jsonResponse(200, table);
    },
  });
}

/** Makes `useMediaQuery` see a phone (max-width queries match). */
function phoneScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQuery(query, query.includes('max-width')));
}

afterEach(() => vi.restoreAllMocks());

describe('NotificationSettingsPage (/notification)', { timeout: 30_000 }, () => {
  it('shows every situation × role as a switch and saves the whole table with the one changed', async () => {
    const fetchMock = api();
    renderWithProviders(<NotificationSettingsPage />, { path: '/notification', user: makeUser(['ADMIN']) });
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getAllByRole('switch')).toHaveLength(NOTIFICATION_SITUATIONS.length * ROLES.length);
    expect(within(table).getByText('Driver on the way')).toBeTruthy();
    expect(within(table).getByText('Ride done (summary)')).toBeTruthy();

    const done = within(table).getByRole('switch', { name: 'Ride done (summary): notify Driver' });
    expect((done as HTMLInputElement).checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(done);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(save);
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/settings/notification')).toHaveLength(NOTIFICATION_SITUATIONS.length * ROLES.length),
    );
    const sent = lastJsonBody(fetchMock, 'PUT /api/settings/notification') as NotificationSetting[];
    expect(sent.find((c) => c.situation === 'DONE' && c.role === 'DRIVER')?.enabled).toBe(true);
    expect(
      sent.filter((c) => c.enabled !== notificationTable([]).find((d) => d.situation === c.situation && d.role === c.role)?.enabled),
    ).toHaveLength(1);
    expect(await screen.findByText('The notification settings were saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('on a phone: one card per situation with a labelled switch per role, no table', async () => {
    phoneScreen();
    api([{ situation: 'APPROACHING', role: 'DRIVER', enabled: true }]);
    renderWithProviders(<NotificationSettingsPage />, { path: '/notification', user: makeUser(['ADMIN']) });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(NOTIFICATION_SITUATIONS.length);
    const approaching = within(list).getByRole('listitem', { name: 'Driver approaching' });
    expect(within(approaching).getByText('Driver')).toBeTruthy(); // the role's visible label
    expect((within(approaching).getByRole('switch', { name: 'Driver approaching: notify Driver' }) as HTMLInputElement).checked).toBe(true);
  });
});
