import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { RideInvoicePreview } from './RideInvoicePreview';

describe('RideInvoicePreview (the ride detail Invoice tab)', { timeout: 30_000 }, () => {
  it('shows the HTML preview in a sandboxed frame, asked in the UI language', async () => {
    const fetchMock = stubFetch({
      'GET /api/orders/7/invoice': () =>
        new Response('<html><body><h1>Faktura</h1><script>alert(1)</script></body></html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    renderWithProviders(<RideInvoicePreview rideId={7} />, { user: makeUser(['ADMIN']) });
    const frame = await screen.findByTitle('Invoice preview of ride 7', {}, { timeout: 10_000 });
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin'); // and never allow-scripts
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Faktura</h1>');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect([url.searchParams.get('format'), url.searchParams.get('lang')]).toEqual(['html', 'en']);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('says "Invoice preview could not be loaded" when the API refuses', async () => {
    stubFetch({ 'GET /api/orders/7/invoice': () => jsonResponse(500, {}) });
    renderWithProviders(<RideInvoicePreview rideId={7} />, { user: makeUser(['CUSTOMER']) });
    expect((await screen.findAllByText('Invoice preview could not be loaded', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Invoice preview of ride 7')).toBeNull();
  });
});
