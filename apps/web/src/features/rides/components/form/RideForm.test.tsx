import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPATCH_ONLY_FIELDS, type Ride } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../../test/render';
import { makeRide } from '../../../../test/rides';
import { RideForm } from './RideForm';

const created = (init: RequestInit | undefined) =>
  jsonResponse(201, makeRide({ id: 44, ...(JSON.parse(String(init?.body)) as Partial<Ride>) }));

function setDate(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole text at once (the form is large; key by key is slow in jsdom). */
async function typeInto(user: User, name: string, text: string) {
  // The route's address fields are comboboxes (the address suggestions, issue 5).
  await user.click(screen.getByRole(name.endsWith(' address') ? 'combobox' : 'textbox', { name }));
  await user.paste(text);
}

async function fillRoute(user: User, from: string, to: string) {
  await typeInto(user, 'Pick-up address', from);
  await typeInto(user, 'Destination address', to);
}

// The whole ride form renders dozens of inputs: slow in jsdom on a busy machine.
describe('RideForm', { timeout: 30_000 }, () => {
  it('says "Fill in every field." at the date and the stops and sends nothing', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<RideForm />, { user: makeUser(['ADMIN']) });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Fill in every field.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pick-up address' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Destination address' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Date and time/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the route in the order after a swap and the summer date with +02:00', async () => {
    const fetchMock = stubFetch({ 'POST /api/orders': created });
    renderWithProviders(<RideForm />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup({ delay: null });

    await fillRoute(user, 'Letiště Praha', 'Hotel Paříž');
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await typeInto(user, 'Stop 1 address', 'Karlův most');
    await typeInto(user, 'Note for stop 1', 'Wait 10 min');
    await user.click(screen.getByRole('button', { name: 'Move Stop 1 up' }));
    await typeInto(user, 'Destination note', 'Reception');
    setDate(/^Date and time/, '2026-07-15T14:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A pick-up in the past and no client: saved only after the confirmation (issue 17 §9).
    const ask = await screen.findByRole('dialog', { name: 'Save this ride?' });
    expect(ask.textContent).toContain('The pick-up time is in the past.');
    expect(ask.textContent).toContain('The ride has no client.');
    expect(callsTo(fetchMock, 'POST /api/orders')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByText('The ride was created.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/orders')[0]?.url.search).toBe('');
    const body = lastJsonBody(fetchMock, 'POST /api/orders') as Record<string, unknown>;
    expect(body.route).toEqual([
      { address: 'Karlův most', note: null },
      { address: 'Letiště Praha', note: null },
      { address: 'Hotel Paříž', note: null },
    ]);
    expect(body).toMatchObject({
      date: '2026-07-15T14:30:00+02:00',
      type: 'TRANSFER',
      pickUpNote: 'Wait 10 min',
      destinationNote: 'Reception',
      person: 1,
      priceForClient: null,
      paid: false,
    });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('driverId'); // none chosen: the API's default
  });

  it("puts a fleet manager's new ride in its own fleet", async () => {
    const fetchMock = stubFetch({ 'POST /api/orders': created });
    renderWithProviders(<RideForm />, { user: makeUser(['FLEET_MANAGER'], { id: 2, name: 'František Flotila' }) });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('combobox', { name: 'Fleet' })).toHaveProperty('value', 'František Flotila');
    await fillRoute(user, 'Letiště Praha', 'Hotel Paříž');
    setDate(/^Date and time/, '2026-12-24T18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'POST /api/orders')).toMatchObject({ fleetManagerId: 2 }));
  });

  it('saves without notifications when asked, then empties the form and resets the flag', async () => {
    const fetchMock = stubFetch({ 'POST /api/orders': created });
    renderWithProviders(<RideForm />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup({ delay: null });
    await fillRoute(user, 'Letiště Praha', 'Hotel Paříž');
    setDate(/^Date and time/, '2026-07-15T14:30');
    await user.click(screen.getByRole('checkbox', { name: 'Do not send notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByText('The ride was created.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/orders')[0]?.url.searchParams.get('skipNotification')).toBe('true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveProperty('value', ''));
    expect(screen.getByRole('checkbox', { name: 'Do not send notifications' })).toHaveProperty('checked', false);
  });

  it('books for a CUSTOMER: itself as the client, a winter date with +01:00, no dispatch-only fields', async () => {
    const fetchMock = stubFetch({ 'POST /api/orders': created });
    const { router } = renderWithProviders(<RideForm />, { user: makeUser(['CUSTOMER']) });
    const user = userEvent.setup({ delay: null });

    expect(screen.queryByRole('combobox', { name: 'Driver' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Fleet' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Price for client' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Dispatching note' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveProperty('disabled', true);

    await fillRoute(user, 'Vinohradská 1, Praha', 'Letiště Praha');
    setDate(/^Date and time/, '2026-01-20T08:05');
    await user.click(screen.getByRole('radio', { name: 'Rent by the hour' }));
    await typeInto(user, 'Number of hours', '3');
    await user.click(screen.getByRole('button', { name: 'Save and open' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' })); // a pick-up in the past

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/drives/44'));
    const body = lastJsonBody(fetchMock, 'POST /api/orders') as Record<string, unknown>;
    expect(body).toMatchObject({
      date: '2026-01-20T08:05:00+01:00',
      customerId: 7,
      type: 'RENT',
      numberOfHours: 3,
    });
    for (const field of [...DISPATCH_ONLY_FIELDS, 'fleetManagerId']) expect(body).not.toHaveProperty(field);
  });

  it('keeps the values as a new ride after "Save and copy"', async () => {
    const fetchMock = stubFetch({ 'PUT /api/orders/12': () => jsonResponse(200, makeRide({ version: 4 })) });
    renderWithProviders(<RideForm ride={makeRide()} />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('form', { name: 'Edit ride 12' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save and copy' }));
    expect(await screen.findByRole('form', { name: 'New ride' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveProperty('value', 'Letiště Václava Havla, Praha');
    expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toMatchObject({ version: 3, pickUpNote: 'Terminal 2' });
  });

  it("lets a fleet manager choose the client's passengers from the pickers endpoint, without creating one", async () => {
    const fetchMock = stubFetch({
      // A fleet manager gets contacts: id, userId, name and phone (issue 12 §3).
      'GET /api/active-passengers': () =>
        jsonResponse(200, {
          totalPages: 1,
          objects: [{ id: 32, userId: 32, name: 'Adam Pasažér', phone: '+420 601 111 222' }],
        }),
      'PUT /api/orders/12': (init) => jsonResponse(200, makeRide(JSON.parse(String(init?.body)) as Partial<Ride>)),
    });
    renderWithProviders(<RideForm ride={makeRide()} />, { user: makeUser(['FLEET_MANAGER']) });
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('button', { name: 'New passenger' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Passenger' }));
    await user.click(await screen.findByRole('option', { name: /Adam Pasažér.*\+420 601 111 222/ }));
    expect(callsTo(fetchMock, 'GET /api/active-passengers')[0]?.url.searchParams.get('clientId')).toBe('21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toMatchObject({ passengerId: 32 }));
  });

  it('lets a fleet manager choose a client of its rides by name and phone, without creating or editing one', async () => {
    const fetchMock = stubFetch({
      'GET /api/customers': () =>
        jsonResponse(200, { totalPages: 1, objects: [{ id: 25, userId: 25, name: 'Eva Klientová', phone: '+420 602 333 444' }] }),
      'PUT /api/orders/12': (init) => jsonResponse(200, makeRide(JSON.parse(String(init?.body)) as Partial<Ride>)),
    });
    renderWithProviders(<RideForm ride={makeRide()} />, { user: makeUser(['FLEET_MANAGER']) });
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('button', { name: 'New client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit client' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: /Eva Klientová.*\+420 602 333 444/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toMatchObject({ customerId: 25, passengerId: null }));
  });

  it('an admin giving a driver plans the ride and takes the paired vehicle of the driver suggestions (issue 17 §9)', async () => {
    const fetchMock = stubFetch({
      'GET /api/active-drivers': () =>
        jsonResponse(200, { totalPages: 1, objects: [{ id: 7, userId: 7, name: 'Karel Řidič', phone: null }] }),
      'GET /api/orders/12/driver-suggestions': () =>
        jsonResponse(200, {
          rideId: 12,
          pickup: { address: 'Letiště', latitude: null, longitude: null },
          suggestions: [
            {
              driverId: 7,
              name: 'Karel Řidič',
              ident: 'K7',
              online: true,
              operating: 'FREE',
              etaMinutes: null,
              distanceKm: null,
              vehicle: { id: 55, registrationPlate: '1AB 2345', brand: 'Škoda', model: 'Superb', numberOfPeople: 4, numberOfLuggage: 3 },
              reasons: [],
            },
          ],
          excluded: [],
        }),
      'PUT /api/orders/12': (init) => jsonResponse(200, makeRide(JSON.parse(String(init?.body)) as Partial<Ride>)),
    });
    const ride = makeRide({
      status: 'NEW',
      driverId: null,
      driverName: null,
      abilities: { ...makeRide().abilities, nextStatuses: ['PLANNED'] },
    });
    renderWithProviders(<RideForm ride={ride} />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: /Karel Řidič/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toMatchObject({ driverId: 7, status: 'PLANNED', vehicleId: 55 }),
    );
  });

  it('offers the congress type once the chosen vehicle offer allows it (issue 17 §9)', async () => {
    const offer = (id: number, name: string, congress: boolean) => ({
      id,
      name,
      persons: 4,
      luggage: 3,
      transfer: true,
      rent: true,
      congress,
      description: null,
      photoUrl: null,
    });
    stubFetch({ 'GET /api/vehicle-offers/public': () => jsonResponse(200, [offer(1, 'Sedan', false), offer(2, 'Kongres VAN', true)]) });
    renderWithProviders(<RideForm />, { user: makeUser(['CUSTOMER']) });
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('radio', { name: 'Congress' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Vehicle offer' }));
    await user.click(await screen.findByRole('option', { name: 'Sedan' }));
    expect(screen.queryByRole('radio', { name: 'Congress' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Vehicle offer' }));
    await user.click(await screen.findByRole('option', { name: 'Kongres VAN' }));
    expect(await screen.findByRole('radio', { name: 'Congress' })).toBeTruthy();
  });

  it('offers the current status and the next ones only', async () => {
    stubFetch({});
    const ride = makeRide({ abilities: { ...makeRide().abilities, nextStatuses: ['PLANNED', 'FREE', 'DELETED'] } });
    renderWithProviders(<RideForm ride={ride} />, { user: makeUser(['ADMIN']) });
    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Assigned', 'Free']);
  });

  it('shows who changed the ride on a 409 and reloads it instead of overwriting', async () => {
    const current = makeRide({
      version: 4,
      driverName: 'Josef Řidič',
      route: [
        { address: 'Hlavní nádraží, Praha', placeId: null, lat: null, lng: null, note: null },
        { address: 'Hotel Paříž, Praha', placeId: null, lat: null, lng: null, note: null },
      ],
    });
    const fetchMock = stubFetch({
      'PUT /api/orders/12': (init) =>
        (JSON.parse(String(init?.body)) as { version: number }).version === 3
          ? jsonResponse(409, { message: 'Changed meanwhile', code: 'RIDE_VERSION_CONFLICT', ride: current })
          : jsonResponse(200, { ...current, version: 5 }),
    });
    renderWithProviders(<RideForm ride={makeRide()} />, { user: makeUser(['FLEET_MANAGER']) });
    const user = userEvent.setup({ delay: null });
    await typeInto(user, 'Note for the driver', 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this ride' });
    expect(within(dialog).getByText('Josef Řidič')).toBeTruthy();
    expect(within(dialog).getByText('Hlavní nádraží, Praha → Hotel Paříž, Praha')).toBeTruthy();
    expect(screen.queryByText('The ride was saved.')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Load the current ride' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveProperty('value', 'Hlavní nádraží, Praha');
    expect(screen.getByRole('textbox', { name: 'Note for the driver' })).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The ride was saved.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toMatchObject({ version: 4 });
  });
});
