import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, renderWithProviders, stubFetch } from '../../../test/render';
import { DriverStepsForm, IntervalForm } from './IntervalForm';

describe("the drivers' lead time setting (issue 17 §2)", () => {
  it('refuses 0 minutes and saves the lead time as leadMinutes', async () => {
    const fetchMock = stubFetch({
      'PUT /api/settings/driver-steps': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
    });
    renderWithProviders(<DriverStepsForm steps={{ leadMinutes: 90 }} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Lead time' });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/settings/driver-steps')).toEqual({ leadMinutes: 120 }));
  });

  it('the drive-way interval keeps its own body', async () => {
    const fetchMock = stubFetch({
      'PUT /api/settings/hourly-interval': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
    });
    renderWithProviders(<IntervalForm interval={{ minutes: 60 }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/settings/hourly-interval')).toEqual({ minutes: 60 }));
  });
});
