import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverOption, Party, Ride, Role } from '@vozka/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { callsTo, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../test/render';
import { openDialog } from '../../test/dialogs';
import { abilitiesAs, makeRide } from '../../test/rides';
import { CustomerPicker } from './CustomerPicker';
import { DriverPicker } from './DriverPicker';
import { FleetPicker } from './FleetPicker';
import { type PickerValue, rideFleetClearable } from './rules';

function driver(id: number, userId: number, name: string, online = false): DriverOption {
  return { id, userId, name, phone: null, email: null, online, fleetManager: null };
}

function Harness({
  kind,
  initial = null,
  ride,
}: {
  kind: 'driver' | 'fleet' | 'customer';
  initial?: PickerValue;
  /** The ride whose fleet is picked, as the API answers it (its `abilities`). */
  ride?: Ride;
}) {
  const [value, setValue] = useState<PickerValue>(initial);
  return (
    <>
      {kind === 'driver' && <DriverPicker value={value} onChange={setValue} />}
      {kind === 'fleet' && <FleetPicker value={value} onChange={setValue} canClear={ride && rideFleetClearable(ride)} />}
      {kind === 'customer' && <CustomerPicker value={value} onChange={setValue} creatable editable />}
      <output data-testid="value">{value ? `${value.id}:${value.name}` : 'none'}</output>
    </>
  );
}

function renderPicker(roles: Role[], props: Parameters<typeof Harness>[0]) {
  return renderWithProviders(<Harness {...props} />, { user: makeUser(roles) });
}

describe('DriverPicker', () => {
  it('offers "Not selected" first, removes duplicates by userId and shows who is online', async () => {
    stubFetch({
      'GET /api/active-drivers': () =>
        pagedResponse([driver(1, 11, 'Adam', true), driver(2, 11, 'Adam (duplicate)'), driver(3, 13, 'Bára')]),
    });
    renderPicker(['ADMIN'], { kind: 'driver' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Driver' }));

    const listbox = await screen.findByRole('listbox', { name: 'Driver' });
    await within(listbox).findByText('Adam');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label') ?? option.textContent);
    expect(names).toEqual(['Not selected', 'Adam, online', 'Bára, offline']);

    expect(within(listbox).getByRole('option', { name: 'Adam, online' }).querySelector('[data-online="true"]')).toBeTruthy();
    await user.click(within(listbox).getByRole('option', { name: 'Bára, offline' }));
    expect(screen.getByTestId('value').textContent).toBe('3:Bára');
  });

  it('says "Nevybrán" and "Žádné výsledky" in Czech', async () => {
    await i18n.changeLanguage('cs');
    stubFetch({ 'GET /api/active-drivers': () => pagedResponse([]) });
    renderPicker(['ADMIN'], { kind: 'driver' });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Řidič' }));

    expect(await screen.findByText('Žádné výsledky')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nevybrán' })).toBeTruthy();
  });

  it('loads the next page when scrolled to the bottom while pages remain', async () => {
    const fetchMock = stubFetch({
      'GET /api/active-drivers': (_init, url) =>
        url.searchParams.get('page') === '0'
          ? pagedResponse([driver(1, 11, 'Adam'), driver(2, 12, 'Bára')], 2)
          : pagedResponse([driver(3, 13, 'Cyril'), driver(4, 11, 'Adam again')], 2),
    });
    renderPicker(['FLEET_MANAGER'], { kind: 'driver' });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Driver' }));
    const listbox = await screen.findByRole('listbox', { name: 'Driver' });
    await within(listbox).findByText('Bára');

    fireEvent.scroll(listbox);
    expect(await within(listbox).findByText('Cyril')).toBeTruthy();
    expect(within(listbox).queryByText('Adam again')).toBeNull(); // the same userId as Adam
    const pages = callsTo(fetchMock, 'GET /api/active-drivers').map(({ url }) => url.searchParams.get('page'));
    expect(pages).toEqual(['0', '1']);
    // Every picker asks for pages of PICKER_PAGE_SIZE (EntityPicker sets it).
    expect(callsTo(fetchMock, 'GET /api/active-drivers').map(({ url }) => url.searchParams.get('size'))).toEqual(['20', '20']);

    fireEvent.scroll(listbox); // every page is loaded now
    await act(async () => undefined); // the scroll's effects have run (no fixed sleep)
    expect(callsTo(fetchMock, 'GET /api/active-drivers')).toHaveLength(2);
  });

  it('shows the clear button to ADMIN and FLEET_MANAGER once a driver is set', async () => {
    stubFetch({});
    const { unmount } = renderPicker(['ADMIN'], { kind: 'driver', initial: { id: 3, name: 'Bára' } });
    const clear = screen.getByRole('button', { name: 'Clear Driver' });
    await userEvent.setup().click(clear);
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.queryByRole('button', { name: 'Clear Driver' })).toBeNull();
    unmount();

    renderPicker(['FLEET_MANAGER'], { kind: 'driver', initial: { id: 3, name: 'Bára' } });
    expect(screen.getByRole('button', { name: 'Clear Driver' })).toBeTruthy();
  });

  it('hides the clear button from other roles', () => {
    stubFetch({});
    renderPicker(['CUSTOMER'], { kind: 'driver', initial: { id: 3, name: 'Bára' } });
    expect(screen.queryByRole('button', { name: 'Clear Driver' })).toBeNull();
  });
});

describe('FleetPicker', () => {
  const fleet = { id: 5, name: 'Flotila Praha' };
  /** A ride of fleet 5 in `status`, with the abilities the API sends to a caller standing to it as `parties`. */
  const rideOf = (status: Ride['status'], parties: Party[]) => {
    const facts = { status, previousStatus: 'OCCUPIED' as const, fleetManagerId: fleet.id };
    return makeRide({ ...facts, abilities: abilitiesAs(parties, facts) });
  };

  it('lets ADMIN clear the fleet even of a ride in a final status', () => {
    stubFetch({});
    renderPicker(['ADMIN'], { kind: 'fleet', initial: fleet, ride: rideOf('DONE', ['ADMIN']) });
    expect(screen.getByRole('button', { name: 'Clear Fleet manager' })).toBeTruthy();
  });

  it('lets a FLEET_MANAGER clear it only while the ride is not final', () => {
    stubFetch({});
    const fm: Party[] = ['RIDE_FLEET_MANAGER', 'POOL_FLEET_MANAGER'];
    const { unmount } = renderPicker(['FLEET_MANAGER'], { kind: 'fleet', initial: fleet, ride: rideOf('DONE', fm) });
    expect(screen.queryByRole('button', { name: 'Clear Fleet manager' })).toBeNull();
    unmount();
    renderPicker(['FLEET_MANAGER'], { kind: 'fleet', initial: fleet, ride: rideOf('PLANNED', fm) });
    expect(screen.getByRole('button', { name: 'Clear Fleet manager' })).toBeTruthy();
  });

  it("lets a ride's dispatcher undo a fleet just chosen for a ride that has none, and ADMIN or FLEET_MANAGER clear a user's fleet", () => {
    stubFetch({});
    const none = makeRide({
      fleetManagerId: null,
      abilities: abilitiesAs(['ADMIN'], { status: 'NEW', previousStatus: null, fleetManagerId: null }),
    });
    const { unmount } = renderPicker(['ADMIN'], { kind: 'fleet', initial: fleet, ride: none });
    expect(screen.getByRole('button', { name: 'Clear Fleet manager' })).toBeTruthy();
    unmount();
    const { unmount: unmount2 } = renderPicker(['FLEET_MANAGER'], { kind: 'fleet', initial: fleet });
    expect(screen.getByRole('button', { name: 'Clear Fleet manager' })).toBeTruthy();
    unmount2();
    renderPicker(['CUSTOMER'], { kind: 'fleet', initial: fleet });
    expect(screen.queryByRole('button', { name: 'Clear Fleet manager' })).toBeNull();
  });
});

describe('CustomerPicker', () => {
  it('preselects a CUSTOMER as itself', async () => {
    stubFetch({});
    renderPicker(['CUSTOMER'], { kind: 'customer' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('7:Jana Nováková'));
    expect(screen.queryByRole('button', { name: 'Clear Client' })).toBeNull();
  });

  it('quick-creates a one-time client and selects it', async () => {
    const fetchMock = stubFetch({
      'POST /api/users': () =>
        new Response(JSON.stringify(makeUser(['CUSTOMER'], { id: 42, userId: 42, name: 'Nový klient' })), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderPicker(['ADMIN'], { kind: 'customer' });
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'New client');
    expect((within(dialog).getByRole('checkbox', { name: 'One-time client' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in every field.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nový klient');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'novy@example.cz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('42:Nový klient'));
    const [call] = callsTo(fetchMock, 'POST /api/users');
    expect(call?.url.search).toBe('?quick=1');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      name: 'Nový klient',
      phone: null,
      email: 'novy@example.cz',
      roles: [{ name: 'CUSTOMER' }],
      type: 'CUSTOMER_ONE_TIME',
    });
  });
});
