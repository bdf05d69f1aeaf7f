import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';
import { jsonResponse, renderWithProviders, stubFetch } from '../../test/render';
import { StripePaymentForm } from '../../features/payments/components/StripePaymentForm';

// Stripe.js comes from js.stripe.com and cannot load offline. What it defines when it loads is the global
// `Stripe` factory, which `loadStripe` of `@stripe/stripe-js/pure` uses instead of adding the script once it
// is there: this test defines that global (no module mock: the web's test files share their modules).
const stripeMock = (() => {
  const handlers: Record<string, () => void> = {};
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      handlers[event] = handler;
    }),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => ({ error: { message: 'Your card was declined.' } })),
  };
  // The release train @stripe/stripe-js expects (it warns about another one).
  const factory = Object.assign(
    vi.fn<(key: string) => typeof stripe | null>(() => stripe),
    { version: 'endive' },
  );
  return { handlers, element, elements, stripe, factory };
})();

describe('StripePaymentForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('Stripe', stripeMock.factory);
    Object.values(stripeMock).forEach((value) => {
      if (typeof value === 'function' && 'mockClear' in value) value.mockClear();
    });
  });

  it('loads Stripe.js with the publishable key and mounts the Payment Element in its container', async () => {
    renderWithProviders(
      <StripePaymentForm
        publishableKey="pk_test_123"
        clientSecret="pi_1_secret_x"
        returnUrl="http://localhost/check-payment/drive/secret-1"
        language="cs"
        amountText="1 250 Kč"
      />,
    );
    await waitFor(() => expect(stripeMock.element.mount).toHaveBeenCalled());
    expect(stripeMock.factory).toHaveBeenCalledWith('pk_test_123');
    expect(stripeMock.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x', locale: 'cs' });
    expect(stripeMock.elements.create).toHaveBeenCalledWith('payment');
    const container = screen.getByTestId('stripe-payment-element');
    expect(stripeMock.element.mount).toHaveBeenCalledWith(container);
    expect(screen.getByRole('form', { name: 'Card payment' })).toBeTruthy();
  });

  it('confirms with the return URL and shows the provider error', async () => {
    renderWithProviders(
      <StripePaymentForm
        publishableKey="pk_test_123"
        clientSecret="pi_1_secret_x"
        returnUrl="http://localhost/check-payment/payment/pub-b"
        language="en"
        amountText="250 Kč"
      />,
    );
    await waitFor(() => expect(stripeMock.handlers.ready).toBeTypeOf('function'));
    stripeMock.handlers.ready!();
    const pay = await screen.findByRole('button', { name: 'Pay 250 Kč' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(pay);
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(stripeMock.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMock.elements,
      confirmParams: { return_url: 'http://localhost/check-payment/payment/pub-b' },
    });
  });

  it('says the form could not be loaded when Stripe.js does not come', async () => {
    stripeMock.factory.mockReturnValueOnce(null);
    renderWithProviders(
      <StripePaymentForm publishableKey="pk" clientSecret="s" returnUrl="http://localhost/" language="en" amountText="1 Kč" />,
    );
    expect(await screen.findByText('The payment form could not be loaded. Please try again later.')).toBeTruthy();
  });

  it('is the form of the check-payment page when the provider is stripe, returning to the page', async () => {
    stubFetch({
      'GET /api/check-payment/payment/pub-b': () =>
        jsonResponse(200, {
          kind: 'payment',
          rideDate: '2026-07-15T12:30:00Z',
          payments: [{ publicId: 'pub-b', price: 250, paid: false, description: null, type: 'ONLINE' }],
          amountDue: 250,
          allPaid: false,
          provider: 'stripe',
          publishableKey: 'pk_test_page',
        }),
      'POST /api/payments/intent': () => jsonResponse(200, { client_secret: 'pi_9_secret_y', id: 'pi_9' }),
    });
    renderWithProviders(null, { routes, url: '/check-payment/payment/pub-b', user: null });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('form', { name: 'Card payment' })).toBeTruthy();
    expect(screen.queryByText('TEST MODE')).toBeNull();
    await waitFor(() => expect(stripeMock.factory).toHaveBeenCalledWith('pk_test_page'));
    stripeMock.handlers.ready!();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Pay 250/ }));
    expect(stripeMock.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMock.elements,
      confirmParams: { return_url: `${window.location.origin}/check-payment/payment/pub-b` },
    });
  });
});
