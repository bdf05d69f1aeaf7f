import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { makeVehicleOffer } from '../../../test/fixtures';
import { setLanguage } from '../../../lib/i18n';
import { PricesPage } from './PricesPage';

const OFFER = makeVehicleOffer();
const INTERVALS = [
  { fromKm: 0, toKm: 10, pricePerKm: 35, minimumFare: 500, waitingPerMinute: 5 },
  { fromKm: 10, toKm: null, pricePerKm: 30, minimumFare: 500, waitingPerMinute: 5 },
];

function setup(
  put: (init?: RequestInit) => Response = (init) => jsonResponse(200, { vehicleOfferId: 1, ...JSON.parse(String(init?.body)) }),
) {
  const fetchMock = stubFetch({
    'GET /api/vehicle-offers': () => jsonResponse(200, { objects: [OFFER], totalPages: 1 }),
    'GET /api/distance-prices': () => jsonResponse(200, { vehicleOfferId: 1, intervals: INTERVALS }),
    'PUT /api/distance-prices/1': put,
  });
  const rendered = renderWithProviders(null, {
    url: '/manage/prices/prices?offer=1',
    routes: [
      { path: '/manage/prices/prices', element: <PricesPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    user: makeUser(['ADMIN']),
  });
  return { fetchMock, ...rendered };
}

const cell = (field: string, row: number) => screen.getByRole('textbox', { name: `${field}, row ${row}` });

describe('PricesPage (intervals table)', () => {
  it('edits, adds and removes rows and saves the whole table', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Price intervals' });
    await user.clear(cell('To (km)', 2));
    await user.type(cell('To (km)', 2), '50');
    await user.click(screen.getByRole('button', { name: 'Add interval' }));
    expect((cell('From (km)', 3) as HTMLInputElement).value).toBe('50');
    for (const [field, value] of [
      ['Price per km', '25'],
      ['Minimum fare', '500'],
      ['Waiting per minute', '5'],
    ] as const)
      await user.type(cell(field, 3), value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The prices were saved.');
    expect(lastJsonBody(fetchMock, 'PUT /api/distance-prices/1')).toEqual({
      intervals: [
        INTERVALS[0],
        { ...INTERVALS[1], toKm: 50 },
        { fromKm: 50, toKm: null, pricePerKm: 25, minimumFare: 500, waitingPerMinute: 5 },
      ],
    });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  }, 20_000);

  it('shows the domain check on the cells (a gap) and the API field errors', async () => {
    const { fetchMock } = setup(() =>
      jsonResponse(400, {
        message: 'Invalid',
        code: 'INVALID_INPUT',
        fields: { 'intervals.0.minimumFare': 'Too low.' },
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Price intervals' });
    await user.clear(cell('From (km)', 2));
    await user.type(cell('From (km)', 2), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The interval must start where the previous one ends.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(cell('From (km)', 2));
    await user.type(cell('From (km)', 2), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too low.')).toBeTruthy();
  }, 20_000);

  it('warns before leaving unsaved changes, and stays or leaves as told', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Price intervals' });
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');

    await act(() => router.navigate('/manage/drives'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/manage/prices/prices');

    await act(() => router.navigate('/manage/drives'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('lets an unchanged table go without asking', async () => {
    const { router } = setup();
    await screen.findByRole('table', { name: 'Price intervals' });
    await act(() => router.navigate('/manage/drives'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});

describe('PricesPage offer names (issue 17 §13)', () => {
  it('names the offer in the UI language: the English name in English, the Czech one in Czech', async () => {
    const offer = makeVehicleOffer({ name: 'Sedan vyšší třídy', nameEn: 'Business sedan' });
    stubFetch({
      'GET /api/vehicle-offers': () => jsonResponse(200, { objects: [offer], totalPages: 1 }),
      'GET /api/distance-prices': () => jsonResponse(200, { vehicleOfferId: 1, intervals: INTERVALS }),
    });
    const routes = [{ path: '/manage/prices/prices', element: <PricesPage /> }];
    const { unmount } = renderWithProviders(null, { url: '/manage/prices/prices?offer=1', routes, user: makeUser(['ADMIN']) });
    expect(await screen.findByText('Business sedan', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('Sedan vyšší třídy')).toBeNull();
    unmount();
    await setLanguage('cs');
    try {
      renderWithProviders(null, { url: '/manage/prices/prices?offer=1', routes, user: makeUser(['ADMIN']) });
      expect(await screen.findByText('Sedan vyšší třídy', { selector: 'p' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
