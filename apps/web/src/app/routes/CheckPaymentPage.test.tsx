import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentCheck } from '@vozka/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';
import { i18n } from '../../lib/i18n';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../test/render';

const unpaid: PaymentCheck = {
  kind: 'drive',
  rideDate: '2026-07-15T12:30:00Z',
  payments: [
    { publicId: 'pub-a', price: 1000, paid: false, description: 'Transfer to the airport', type: 'ONLINE' },
    { publicId: 'pub-b', price: 250.5, paid: false, description: null, type: 'ONLINE' },
    { publicId: 'pub-c', price: 300, paid: true, description: 'Deposit', type: 'CASH_DRIVER' },
  ],
  amountDue: 1250.5,
  allPaid: false,
  provider: 'sandbox',
  publishableKey: null,
};
const allPaid: PaymentCheck = {
  ...unpaid,
  payments: unpaid.payments.map((p) => ({ ...p, paid: true })),
  amountDue: 0,
  allPaid: true,
};
const intent = { client_secret: 'pi_1_secret_x', id: 'pi_1' };

// The sandbox form fills a test card's expiry from today's year: a fixed day (only Date is faked; timers stay
// real for Testing Library).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The public page with the check data switching to "all paid" once `finish` said yes. */
function renderPage(url: string, handlers: Parameters<typeof stubFetch>[0] = {}, user = null as ReturnType<typeof makeUser> | null) {
  let paid = false;
  const fetchMock = stubFetch({
    'GET /api/check-payment/drive/secret-1': () => jsonResponse(200, paid ? allPaid : unpaid),
    'POST /api/payments/intent': () => jsonResponse(200, intent),
    'GET /api/payments/pi_1/finish': () => {
      paid = true;
      return jsonResponse(200, true);
    },
    ...handlers,
  });
  const result = renderWithProviders(null, { routes, url, user });
  return { ...result, fetchMock };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '12/34', cvc = '123') {
  const number_ = screen.getByRole('textbox', { name: 'Card number' });
  await user.clear(number_);
  await user.type(number_, number);
  await user.clear(screen.getByRole('textbox', { name: 'Expiry date' }));
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), expiry);
  await user.clear(screen.getByRole('textbox', { name: 'CVC' }));
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), cvc);
}

// Two cards typed key by key through Mantine inputs: about 20 s on a loaded 2-core machine.
describe('CheckPaymentPage', { timeout: 30_000 }, () => {
  it('lets a signed-out visitor pay the unpaid payments: declined card first, then the success card', async () => {
    let attempt = 0;
    const { fetchMock } = renderPage('/check-payment/drive/secret-1', {
      'POST /api/payments/sandbox/pi_1/confirm': () =>
        ++attempt === 1
          ? jsonResponse(200, { status: 'requires_payment_method', error: 'Your card was declined.' })
          : jsonResponse(200, { status: 'succeeded', error: null }),
    });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Transfer to the airport')).toBeTruthy();
    expect(within(list).getByText('250.50 Kč')).toBeTruthy();
    expect(screen.getByText('Amount due').nextSibling?.textContent).toBe('1,250.50\u00a0Kč');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(lastJsonBody(fetchMock, 'POST /api/payments/intent')).toEqual({ paymentIds: ['pub-a', 'pub-b'] });
    const form = await screen.findByRole('form', { name: 'Card payment (test mode)' });
    expect(screen.getAllByText('TEST MODE').length).toBeGreaterThan(0);
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(within(form).getByRole('button', { name: 'Pay 1,250.50\u00a0Kč' }));
    const declined = await screen.findByRole('alert');
    expect(declined.textContent).toContain('Your card was declined.');
    expect(lastJsonBody(fetchMock, 'POST /api/payments/sandbox/pi_1/confirm')).toEqual({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4000000000000002',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(callsTo(fetchMock, 'GET /api/payments/pi_1/finish')).toHaveLength(0);

    await fillCard(user, '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Pay 1,250.50\u00a0Kč' }));
    expect(await screen.findByText('The payment was successful. Thank you!')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/payments/pi_1/finish')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    const paidList = screen.getByRole('list', { name: 'Payments' });
    expect(within(paidList).queryByText('To pay')).toBeNull();
  });

  it('asks for the card fields it cannot use before calling the provider', async () => {
    const { fetchMock } = renderPage('/check-payment/drive/secret-1');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const form = await screen.findByRole('form', { name: 'Card payment (test mode)' });
    await fillCard(user, '4242', '13/30', '1');
    await user.click(within(form).getByRole('button', { name: /^Pay / }));
    expect(screen.getByText('Enter the card number (12 to 19 digits).')).toBeTruthy();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeTruthy();
    expect(screen.getByText('Enter the CVC (3 or 4 digits).')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/payments/sandbox/pi_1/confirm')).toHaveLength(0);
  });

  it('fills a test card and walks through the 3-D Secure-like confirmation', async () => {
    const { fetchMock } = renderPage('/check-payment/drive/secret-1', {
      'POST /api/payments/sandbox/pi_1/confirm': () => jsonResponse(200, { status: 'requires_action', error: null }),
      'POST /api/payments/sandbox/pi_1/authenticate': (init) =>
        (JSON.parse(String(init?.body)) as { approve: boolean }).approve
          ? jsonResponse(200, { status: 'succeeded', error: null })
          : jsonResponse(200, { status: 'requires_payment_method', error: 'Card confirmation failed.' }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Use card 4000 0027 6000 3184' }));
    expect((screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).value).toBe('4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    expect(await screen.findByRole('heading', { name: 'Confirm the payment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Card confirmation failed.');

    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The payment was successful. Thank you!')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'POST /api/payments/sandbox/pi_1/authenticate')).toEqual({
      clientSecret: 'pi_1_secret_x',
      approve: true,
    });
  });

  it('says everything is paid', async () => {
    renderPage('/check-payment/drive/secret-1', {
      'GET /api/check-payment/drive/secret-1': () => jsonResponse(200, allPaid),
    });
    expect(await screen.findByText('Everything is paid. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('shows the server message when the payment cannot be started', async () => {
    renderPage('/check-payment/drive/secret-1', {
      'POST /api/payments/intent': () =>
        jsonResponse(409, { message: 'This payment has already been paid.', code: 'PAYMENT_ALREADY_PAID' }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment could not be started');
    expect(alert.textContent).toContain('This payment has already been paid.');
  });

  it('pays one payment by its public id', async () => {
    const one: PaymentCheck = { ...unpaid, kind: 'payment', payments: [unpaid.payments[1]!], amountDue: 250.5 };
    const { fetchMock } = renderPage('/check-payment/payment/pub-b', {
      'GET /api/check-payment/payment/pub-b': () => jsonResponse(200, one),
    });
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
    expect(lastJsonBody(fetchMock, 'POST /api/payments/intent')).toEqual({ paymentIds: ['pub-b'] });
  });

  it('says a payment is not found for an unknown link, in Czech too', async () => {
    const notFound = () => jsonResponse(404, { message: 'Payment not found.', code: 'PAYMENT_NOT_FOUND' });
    const { unmount } = renderPage('/check-payment/payment/nothing', {
      'GET /api/check-payment/payment/nothing': notFound,
    });
    expect(await screen.findByText('Payment not found. Please check the link you received.')).toBeTruthy();
    unmount();
    await i18n.changeLanguage('cs');
    renderPage('/check-payment/payment/nothing', { 'GET /api/check-payment/payment/nothing': notFound });
    expect(await screen.findByText('Platba nebyla nalezena. Zkontrolujte prosím odkaz, který jste dostali.')).toBeTruthy();
  });

  it('says "Payment checking failed" when the data cannot be loaded', async () => {
    renderPage('/check-payment/drive/secret-1', {
      'GET /api/check-payment/drive/secret-1': () => jsonResponse(500, { message: 'Boom.', code: 'SERVER_ERROR' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment checking failed');
    expect(alert.textContent).toContain('Boom.');
  });

  describe('coming back from the provider', () => {
    it('asks the server to finish the intent, shows success and drops the query', async () => {
      const { fetchMock, router } = renderPage(
        '/check-payment/drive/secret-1?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
      );
      expect(await screen.findByText('The payment was successful. Thank you!')).toBeTruthy();
      expect(callsTo(fetchMock, 'GET /api/payments/pi_1/finish')).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/check-payment/drive/secret-1');
      expect(router.state.location.search).toBe('');
    });

    it('shows the failure when the provider did not take the money, and lets the payer try again', async () => {
      renderPage('/check-payment/drive/secret-1?payment_intent=pi_1&redirect_status=succeeded', {
        'GET /api/payments/pi_1/finish': () => jsonResponse(200, false),
      });
      expect(await screen.findByText('The payment did not go through')).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Pay' })).toBeTruthy();
    });

    it('says "Payment verification error" when finish fails, and retries it', async () => {
      let calls = 0;
      renderPage('/check-payment/drive/secret-1?payment_intent=pi_1', {
        'GET /api/payments/pi_1/finish': () =>
          ++calls === 1 ? jsonResponse(503, { message: 'Down.', code: 'SERVICE_UNAVAILABLE' }) : jsonResponse(200, true),
      });
      expect(await screen.findByText('Payment verification error')).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('The payment was successful. Thank you!')).toBeTruthy();
      expect(calls).toBe(2);
    });

    it('is never redirected for a signed-in user', async () => {
      const { router } = renderPage('/check-payment/drive/secret-1?payment_intent=pi_1', {}, makeUser(['ADMIN']));
      expect(await screen.findByText('The payment was successful. Thank you!')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/check-payment/drive/secret-1');
    });
  });

  it('has the spec key pages.check_payment.payment_successful in both languages', () => {
    expect(i18n.t('payments:pages.check_payment.payment_successful', { lng: 'cs' })).toBe('Platba proběhla úspěšně. Děkujeme!');
    expect(i18n.exists('payments:pages.check_payment.payment_successful', { lng: 'en' })).toBe(true);
  });
});

describe('CheckPaymentPage loading', { timeout: 20_000 }, () => {
  it('shows a loader until the data is there', async () => {
    stubFetch({ 'GET /api/check-payment/drive/slow': () => new Promise<Response>(() => undefined) });
    renderWithProviders(null, { routes, url: '/check-payment/drive/slow', user: null });
    await waitFor(() => expect(screen.getByLabelText('Loading the payment…')).toBeTruthy());
  });
});
