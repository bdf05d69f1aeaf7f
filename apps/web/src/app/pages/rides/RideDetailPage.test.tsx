import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ride, RideAbilities, Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { abilitiesAs, makeRide } from '../../../test/rides';
import { RideDetailPage } from './RideDetailPage';

/** A ride's abilities for no party of it (nothing) but its history; a test grants what it is about. */
const abilities = (overrides: Partial<RideAbilities>): RideAbilities => ({ ...abilitiesAs([]), history: true, ...overrides });

function renderDetail(roles: Role[], ride: Ride, handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/orders/12': () => jsonResponse(200, ride),
    'PUT /api/orders/12': (init) => jsonResponse(200, { ...ride, ...(JSON.parse(String(init?.body)) as object) }),
    ...handlers,
  });
  const result = renderWithProviders(<RideDetailPage />, {
    path: '/manage/drives/:id',
    url: '/manage/drives/12',
    user: makeUser(roles),
  });
  return { ...result, fetchMock };
}

const actions = async () => within(await screen.findByRole('region', { name: 'Ride actions' }));

describe('RideDetailPage', { timeout: 20_000 }, () => {
  it("shows the Notifications tab only when the API grants it, and opens the ride's messages there", async () => {
    const { unmount } = renderDetail(['DRIVER'], makeRide({ abilities: abilities({}) }));
    await actions();
    expect(screen.queryByRole('tab', { name: 'Notifications' })).toBeNull();
    unmount();

    renderDetail(['FLEET_MANAGER'], makeRide({ abilities: abilities({ notifications: true }) }), {
      'GET /api/orders/12/deliveries': () => jsonResponse(200, []),
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByRole('form', { name: 'Send a message' })).toBeTruthy();
    expect(await screen.findByText('No e-mail or SMS has been sent about this ride yet.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the Invoice tab (the preview) to ADMIN, the fleet manager and the customer, never the driver', async () => {
    const { unmount } = renderDetail(['DRIVER'], makeRide({ abilities: abilities({}) }));
    await actions();
    expect(screen.queryByRole('tab', { name: 'Invoice' })).toBeNull();
    unmount();

    renderDetail(['CUSTOMER'], makeRide({ abilities: abilities({}) }), {
      'GET /api/orders/12/invoice': () => new Response('<p>Preview</p>', { headers: { 'Content-Type': 'text/html' } }),
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Invoice' }));
    expect(await screen.findByTitle('Invoice preview of ride 12', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the vehicle offer the ride was booked with, by the name the API gives in the UI language (issue 17 §9, §13)', async () => {
    renderDetail(['DRIVER'], makeRide({ vehicleOfferId: 2, vehicleOfferName: 'Congress van', abilities: abilities({}) }));
    expect(await screen.findByText('Congress van')).toBeTruthy();
    expect(screen.getByText('Vehicle offer')).toBeTruthy();
  });

  it('offers exactly the status actions the API allows', async () => {
    renderDetail(
      ['ADMIN'],
      makeRide({
        abilities: abilities({ nextStatuses: ['PLANNED', 'FREE', 'CANCELED_BY_CLIENT', 'DELETED'], delete: true }),
      }),
    );
    const bar = await actions();
    const statusButtons = bar
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.startsWith('Set status') || text?.startsWith('Cancel'));
    expect(statusButtons).toEqual(['Set status: Assigned', 'Set status: Free', 'Cancel the ride']);
    expect(bar.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(bar.queryByRole('button', { name: 'Set status: Deleted' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(bar.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('groups the actions: the steps, then the cancellations the viewer may make; an admin is not offered "Cancel as driver"', async () => {
    renderDetail(['ADMIN'], makeRide({ abilities: abilities({ nextStatuses: ['PLANNED', 'CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER'] }) }));
    const bar = await actions();
    expect(within(bar.getByRole('group', { name: 'Ride steps' })).getByRole('button', { name: 'Set status: Assigned' })).toBeTruthy();
    const cancels = within(bar.getByRole('group', { name: 'Cancel' }));
    expect(cancels.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel the ride']);
    expect(bar.queryByRole('button', { name: 'Cancel as driver' })).toBeNull();
  });

  it('shows a driver no actions beyond its allowed statuses, and no dispatch fields', async () => {
    const ride = makeRide({
      status: 'PLANNED',
      // as the API answers a driver: no edit (the ride form is dispatch's and the client's), its next status
      abilities: abilities({ nextStatuses: ['ACCEPTED_BY_DRIVER'] }),
    });
    delete ride.priceForClient;
    delete ride.dispatchingNote;
    renderDetail(['DRIVER'], ride);
    const bar = await actions();
    expect(bar.getByRole('button', { name: 'Set status: Accepted by driver' })).toBeTruthy();
    expect(bar.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(bar.queryByRole('link', { name: 'Edit' })).toBeNull(); // drivers use the status buttons
    expect(screen.queryByText('Price for client')).toBeNull();
    expect(screen.queryByText('Dispatching note')).toBeNull();
    expect(screen.getByText('Driver price')).toBeTruthy();
  });

  it('changes the status with the version it shows', async () => {
    const ride = makeRide({ abilities: abilities({ nextStatuses: ['PLANNED'] }) });
    const { fetchMock } = renderDetail(['FLEET_MANAGER'], ride);
    await userEvent.setup().click((await actions()).getByRole('button', { name: 'Set status: Assigned' }));
    expect(await screen.findByText('The ride is now “Assigned”.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toEqual({ status: 'PLANNED', version: 3 });
  });

  it("asks a driver for the cancellation's reason", async () => {
    const ride = makeRide({ status: 'PLANNED', abilities: abilities({ nextStatuses: ['CANCELED_BY_DRIVER'] }) });
    const { fetchMock } = renderDetail(['DRIVER'], ride);
    const user = userEvent.setup({ delay: null });
    await user.click((await actions()).getByRole('button', { name: 'Cancel as driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel as driver' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the ride' });
    expect(within(dialog).getByRole('button', { name: 'Keep the ride' })).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the cancellation' }), 'Flat tyre');
    await user.click(confirm);
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toEqual({
        status: 'CANCELED_BY_DRIVER',
        version: 3,
        cancelReason: 'Flat tyre',
      }),
    );
  });

  it('lets a customer cancel after confirming, edit, and duplicate into the new ride', async () => {
    const ride = makeRide({
      status: 'NEW',
      abilities: abilities({ edit: true, duplicate: true, nextStatuses: ['CANCELED_BY_CLIENT'] }),
    });
    const { fetchMock, router } = renderDetail(['CUSTOMER'], ride, {
      'GET /api/orders/12/duplicate': () => jsonResponse(201, makeRide({ id: 77, status: 'NEW' })),
      'GET /api/orders/77': () => jsonResponse(200, makeRide({ id: 77, status: 'NEW' })),
    });
    const user = userEvent.setup({ delay: null });
    const bar = await actions();
    expect(bar.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/manage/drives/12/edit');

    await user.click(bar.getByRole('button', { name: 'Cancel the ride' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the ride' });
    expect(callsTo(fetchMock, 'PUT /api/orders/12')).toHaveLength(0);
    // The buttons say what they do (issue 17 §10).
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Keep the ride', 'Cancel the ride']));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the ride' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toEqual({ status: 'CANCELED_BY_CLIENT', version: 3 }));

    await user.click(bar.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/drives/77'));
    expect(await screen.findByText('The ride was duplicated.')).toBeTruthy();
  });

  it('copies the tracking and contract links', async () => {
    renderDetail(['ADMIN'], { ...makeRide(), trackingSlug: 'f00d'.repeat(16) } as Ride);
    const user = userEvent.setup({ delay: null }); // gives jsdom a clipboard
    const bar = await actions();
    await user.click(bar.getByRole('button', { name: 'Copy contract link' }));
    expect(await screen.findByText('The link was copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/my-drive/abc123secret`);
    await user.click(bar.getByRole('button', { name: 'Copy tracking link' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/${'f00d'.repeat(16)}/track-your-driver`),
    );
  });

  it('has no tracking link to copy without the tracking key (a driver never gets it)', async () => {
    renderDetail(['ADMIN'], makeRide());
    const bar = await actions();
    expect(bar.getByRole('button', { name: 'Copy contract link' })).toBeTruthy();
    expect(bar.queryByRole('button', { name: 'Copy tracking link' })).toBeNull();
  });

  it('shows the history with readable field names and sets the waiting time', async () => {
    const ride = makeRide({ abilities: abilities({ setWaiting: true }) });
    const { fetchMock } = renderDetail(['ADMIN'], ride, {
      'GET /api/orders/12/history': () =>
        jsonResponse(200, [
          {
            id: 1,
            at: '2026-07-01T08:00:00Z',
            userId: 7,
            userName: 'Jana',
            field: 'status',
            oldValue: 'NEW',
            newValue: 'UNCONFIRMED',
          },
          {
            id: 2,
            at: '2026-07-01T09:00:00Z',
            userId: 7,
            userName: 'Jana',
            field: 'largeLuggage',
            oldValue: '0',
            newValue: '1',
          },
        ]),
      'PUT /api/orders/12/set-waiting-time': () => jsonResponse(200, { ...ride, waiting: 15, version: 4 }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' });
    expect(await within(table).findByText('New → Unassigned')).toBeTruthy();
    expect(within(table).getByText('Large luggage')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Waiting time' }));
    const minutes = await screen.findByRole('textbox', { name: 'Waiting time (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(screen.getByRole('button', { name: 'Save waiting time' }));
    expect(await screen.findByText('The waiting time was changed.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/orders/12/set-waiting-time')[0]?.url.search).toBe('?time=15');
  });
});
