import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@vozka/domain';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { WebhooksPage } from './WebhooksPage';

const SECRET = `whsec_${'S'.repeat(43)}`;

const endpoint = (id: number, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id,
  url: `https://erp.example.com/hooks/${id}`,
  description: 'ERP',
  events: ['ride.created', 'ride.updated'],
  enabled: true,
  allowedPrivateRange: null,
  createdAt: '2026-11-20T09:00:00Z',
  lastDelivery: null,
  ...overrides,
});

const delivery: WebhookDelivery = {
  id: 5,
  eventId: '0b7e3c4e-6a8f-4d36-9a55-1f0c2b3d4e5f',
  eventType: 'ride.updated',
  resourceKey: 'ride:12',
  status: 'DELIVERED',
  attempts: 3,
  responseCode: 200,
  responseBody: 'ok',
  durationMs: 42,
  error: null,
  createdAt: '2026-11-20T09:00:00Z',
  lastAttemptAt: '2026-11-20T09:00:10Z',
  deliveredAt: '2026-11-20T09:00:10Z',
};

function renderPage(start: WebhookEndpoint[]) {
  let endpoints = start;
  const fetchMock = stubFetch({
    'GET /api/webhooks': () => jsonResponse(200, endpoints),
    'POST /api/webhooks': () => {
      const created = endpoint(9, { url: 'https://booking.example.com/vozka' });
      endpoints = [...endpoints, created];
      return jsonResponse(201, { ...created, secret: SECRET });
    },
    'GET /api/webhooks/1/deliveries': () => jsonResponse(200, { totalPages: 1, objects: [delivery] }),
    'POST /api/webhooks/1/deliveries/5/retry': () => jsonResponse(200, { ...delivery, status: 'PENDING' }),
  });
  renderWithProviders(<WebhooksPage />, { user: makeUser(['ADMIN']) });
  return fetchMock;
}

describe('WebhooksPage', () => {
  it('adds an endpoint with its events and shows the secret once', async () => {
    const fetchMock = renderPage([]);
    const user = userEvent.setup();
    expect(await screen.findByText('There are no webhook endpoints yet.')).toBeTruthy();
    const dialog = await openDialog(user, 'New endpoint', 'New webhook endpoint');
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'https://booking.example.com/vozka');
    await user.click(within(dialog).getByRole('checkbox', { name: /^invoice\.issued/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const reveal = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(reveal).getByRole<HTMLInputElement>('textbox', { name: 'Secret' }).value).toBe(SECRET);
    expect(lastJsonBody(fetchMock, 'POST /api/webhooks')).toMatchObject({
      url: 'https://booking.example.com/vozka',
      events: ['invoice.issued'],
      enabled: true,
      allowedPrivateRange: null,
    });
  });

  it("shows an endpoint's delivery log and sends a delivery again", async () => {
    const fetchMock = renderPage([endpoint(1, { lastDelivery: { status: 'DELIVERED', at: '2026-11-20T09:00:10Z' } })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('ride.updated')).toBeTruthy();
    expect(within(log).getByText('answer 200 · 42 ms · 3 attempts')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The delivery is being sent again.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/webhooks/1/deliveries/5/retry')).toHaveLength(1);
  });
});
