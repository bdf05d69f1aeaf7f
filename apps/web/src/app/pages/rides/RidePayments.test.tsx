import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment, Ride, Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { abilitiesAs, makeRide } from '../../../test/rides';
import { RideDetailPage } from './RideDetailPage';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 1,
  rideId: 12,
  publicId: 'pub-1',
  price: 1250,
  paid: false,
  paidAt: null,
  description: null,
  type: 'ONLINE',
  createdAt: '2026-07-01T08:00:00Z',
  ...overrides,
});

const payments = [
  payment({ id: 1, publicId: 'pub-1', price: 1250, description: 'Airport transfer' }),
  payment({ id: 2, publicId: 'pub-2', price: 300, paid: true, paidAt: '2026-07-02T10:00:00Z', type: 'CASH_DRIVER' }),
];

function renderTab(roles: Role[], ride: Ride = makeRide(), handlers: Parameters<typeof stubFetch>[0] = {}, userId = 7) {
  const fetchMock = stubFetch({
    'GET /api/orders/12': () => jsonResponse(200, ride),
    'GET /api/orders/12/history': () => jsonResponse(200, []),
    'GET /api/orders/12/payments': () => jsonResponse(200, payments),
    ...handlers,
  });
  const result = renderWithProviders(<RideDetailPage />, {
    path: '/manage/drives/:id',
    url: '/manage/drives/12',
    user: makeUser(roles, { id: userId, userId }),
  });
  return { ...result, fetchMock };
}

async function openTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Payments' }));
  const table = await screen.findByRole('table', { name: 'Payments of the ride' });
  await within(table).findByText('Airport transfer');
  return { user, table };
}

/** Saves the payment `dialog`, waits for the `toast`, and answers the body the save sent as `call`. */
async function saveDialog(dialog: HTMLElement, toast: string, fetchMock: ReturnType<typeof stubFetch>, call: string) {
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(toast)).toBeTruthy();
  return lastJsonBody(fetchMock, call);
}

describe('RidePayments', { timeout: 20_000 }, () => {
  it('lists the payments with price in Kč, type, paid and description', async () => {
    const { table } = await (renderTab(['ADMIN']), openTab());
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/1,250\sKč/);
    expect(rows[1]!.textContent).toContain('Online by card');
    expect(rows[1]!.textContent).toContain('Unpaid');
    expect(rows[2]!.textContent).toContain('Cash to the driver');
    expect(rows[2]!.textContent).toContain('Paid');
    expect(screen.getByText('Total 1,550 Kč, unpaid 1,250 Kč')).toBeTruthy();
  });

  it('lets ADMIN add a payment, telling what is missing first', async () => {
    const { fetchMock } = renderTab(['ADMIN'], makeRide(), {
      'POST /api/orders/12/payments': (init) => jsonResponse(201, payment({ id: 3, ...(JSON.parse(String(init?.body)) as object) })),
    });
    const { user } = await openTab();
    const dialog = await openDialog(user, 'Add payment', 'New payment');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in every field.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/orders/12/payments')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Price (Kč)' }), '0');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Invoice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price greater than 0 Kč (at most 10 000 000 Kč).')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Price (Kč)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (Kč)' }), '499.9');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' Parking ');
    expect(await saveDialog(dialog, 'The payment was added.', fetchMock, 'POST /api/orders/12/payments')).toEqual({
      price: 499.9,
      type: 'INVOICE',
      paid: false,
      description: 'Parking',
    });
  });

  it('lets ADMIN edit and delete a payment, showing the server message when it refuses', async () => {
    const { fetchMock } = renderTab(['ADMIN'], makeRide(), {
      'PUT /api/orders/12/payments/1': (init) => jsonResponse(200, payment({ ...(JSON.parse(String(init?.body)) as object) })),
      'DELETE /api/orders/12/payments/2': () =>
        jsonResponse(409, {
          message: 'A payment paid online cannot be changed or deleted.',
          code: 'PAYMENT_PAID_ONLINE',
        }),
    });
    const { user } = await openTab();
    const dialog = await openDialog(user, 'Edit payment 1', 'Edit payment');
    expect((within(dialog).getByRole('textbox', { name: 'Price (Kč)' }) as HTMLInputElement).value).toBe('1 250');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Paid' }));
    expect(await saveDialog(dialog, 'The payment was saved.', fetchMock, 'PUT /api/orders/12/payments/1')).toEqual({
      price: 1250,
      type: 'ONLINE',
      paid: true,
      description: 'Airport transfer',
    });

    const confirm = await openDialog(user, 'Delete payment 2', 'Delete the payment');
    expect(confirm.textContent).toMatch(/300\sKč/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A payment paid online cannot be changed or deleted.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/orders/12/payments/2')).toHaveLength(1);
  });

  it('copies the payment links: the ride for the customer, and one unpaid payment', async () => {
    renderTab(['ADMIN']);
    const { user, table } = await openTab(); // user-event gives jsdom a clipboard
    const actions = screen.getByRole('region', { name: 'Ride actions' });
    await user.click(within(actions).getByRole('button', { name: 'Copy payment link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/check-payment/drive/pay456secret`);

    const rows = within(table).getAllByRole('row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Copy payment link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/check-payment/payment/pub-1`));
    expect(within(rows[2]!).queryByRole('button', { name: 'Copy payment link' })).toBeNull(); // paid already
  });

  it('lets the assigned driver record the cash it took, nothing else', async () => {
    // As the API answers a driver: no client price, no payment secret (issue 12: its link is not the driver's).
    const ride = makeRide({ driverId: 7, status: 'PLANNED', abilities: abilitiesAs(['ASSIGNED_DRIVER']) });
    delete ride.priceForClient;
    delete ride.paymentSecret;
    const { fetchMock } = renderTab(['DRIVER'], ride, {
      'POST /api/orders/12/payments': (init) => jsonResponse(201, payment({ id: 3, ...(JSON.parse(String(init?.body)) as object) })),
    });
    const { user } = await openTab();
    expect(screen.queryByRole('button', { name: 'Edit payment 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete payment 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy payment link' })).toBeNull();
    const dialog = await openDialog(user, 'Record cash taken', 'Cash taken');
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (Kč)' }), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'POST /api/orders/12/payments')).toEqual({
        price: 800,
        type: 'CASH_DRIVER',
        paid: true,
        description: null,
      }),
    );
  });

  it('shows a customer its payments read-only, with the links to pay', async () => {
    renderTab(['CUSTOMER'], makeRide({ customerId: 21, abilities: abilitiesAs(['RIDE_CUSTOMER']) }), {}, 21);
    await openTab();
    expect(screen.queryByRole('button', { name: 'Add payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit payment 1' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Copy payment link' })).toHaveLength(2);
  });

  it('hides the tab from a driver who is not assigned to the ride', async () => {
    renderTab(['DRIVER'], makeRide({ driverId: 99, status: 'FREE', abilities: abilitiesAs(['POOL_DRIVER']) }));
    expect(await screen.findByRole('tab', { name: 'Information' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Payments' })).toBeNull();
  });

  it('says when the payment records could not be retrieved', async () => {
    renderTab(['ADMIN'], makeRide(), {
      'GET /api/orders/12/payments': () => jsonResponse(500, { code: 'SERVER_ERROR', message: '' }),
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('There was a problem, please try again later')).toBeTruthy();
  });
});
