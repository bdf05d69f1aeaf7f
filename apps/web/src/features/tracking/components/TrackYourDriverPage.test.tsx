import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { TrackYourDriverPage } from './TrackYourDriverPage';

const SLUG = 'ab'.repeat(32);
const renderPage = () =>
  renderWithProviders(<TrackYourDriverPage />, { path: '/:slug/track-your-driver', url: `/${SLUG}/track-your-driver` });

/** Answers the page's one request (the driver's pin) with `status` and `body`. */
const stubPin = (status: number, body: unknown) => stubFetch({ [`GET /api/dispatch-map/pin/${SLUG}`]: () => jsonResponse(status, body) });

/** A driver on the way, at the same place; a test changes what it is about. */
const driverPin = (overrides: Record<string, unknown> = {}) => ({
  operating: 'ON_THE_WAY',
  driverName: 'David Řidič',
  userId: 3,
  ident: '1AB2345',
  latitude: 50.08,
  longitude: 14.43,
  heading: 0,
  etaMinutes: null,
  ...overrides,
});

describe('track your driver', () => {
  it('shows the driver pin with name, identifier, state and the time to the pick-up', async () => {
    stubPin(200, driverPin({ heading: 200, etaMinutes: 7 }));
    renderPage();
    const pin = await screen.findByRole('button', { name: 'David Řidič · 1AB2345 · On the way' });
    expect(pin.querySelector('[data-pin]')?.getAttribute('data-pin')).toBe('ON_THE_WAY');
    expect(pin.querySelector('svg')?.getAttribute('style')).toContain('rotate(200deg)');
    expect(screen.getByText('★ At the pick-up in about 7 min')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map with your driver' })).toBeTruthy();
  });

  it('keeps a passenger without an account on the page when the pin is clicked (issue 17 §11)', async () => {
    stubPin(200, driverPin());
    const { router } = renderPage();
    const pin = await screen.findByRole('button', { name: /David Řidič/ });
    await userEvent.setup().click(pin);
    expect(router.state.location.pathname).toBe(`/${SLUG}/track-your-driver`);
    expect(screen.getByRole('region', { name: 'Map with your driver' })).toBeTruthy();
  });

  it('says a finished ride has finished (not that the code is missing), without a map (issue 17 §11)', async () => {
    stubPin(404, { code: 'TRACKING_RIDE_FINISHED', message: 'This ride has finished; there is nothing more to track.' });
    renderPage();
    expect(await screen.findByText('This ride has finished; there is nothing more to track.')).toBeTruthy();
    expect(screen.queryByText('Tracking code is missing.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Map with your driver' })).toBeNull();
  });

  it('draws an occupied driver with the occupied pin and no time to the pick-up', async () => {
    stubPin(200, driverPin({ operating: 'OCCUPIED' }));
    renderPage();
    const pin = await screen.findByRole('button', { name: /David Řidič · 1AB2345 · Passenger on board/ });
    expect(pin.querySelector('[data-pin]')?.getAttribute('data-pin')).toBe('OCCUPIED');
    expect(screen.queryByText(/in about/)).toBeNull();
  });

  it('keeps the map with "no information" while the location is not known', async () => {
    stubPin(404, {
      code: 'DRIVER_LOCATION_UNKNOWN',
      message: 'Driver location is not yet known; try again later.',
    });
    renderPage();
    expect(await screen.findByText('No information')).toBeTruthy();
    expect(screen.getByText('Driver location is not yet known; try again later.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map with your driver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /·/ })).toBeNull();
  });

  it('says the tracking code is missing for an unknown link, without a map', async () => {
    stubPin(404, { code: 'TRACKING_CODE_MISSING', message: 'Tracking code is missing.' });
    renderPage();
    expect(await screen.findByText('Tracking code is missing.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map with your driver' })).toBeNull();
  });
});
