import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlightTrackingSettings } from '@vozka/domain';
import { jsonResponse, lastJsonBody, renderWithProviders, stubFetch } from '../../../test/render';
import { FlightTrackingForm } from './FlightTrackingForm';

const STORED: FlightTrackingSettings = {
  provider: 'aerodatabox',
  apiKeySet: true,
  apiKeyHint: '••••abcd',
  bufferMinutes: 20,
  maxEarlierMinutes: 60,
  maxLaterMinutes: 240,
};
const answer = () => jsonResponse(200, STORED);

describe('Settings → Flight tracking (issue 20 §1)', () => {
  it('keeps the stored key when the field is left empty, and never shows it', async () => {
    const fetchMock = stubFetch({ 'PUT /api/settings/flight-tracking': answer });
    renderWithProviders(<FlightTrackingForm settings={STORED} />);
    expect(screen.getByText(/A key is stored \(••••abcd\)/)).toBeTruthy();
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
    const user = userEvent.setup();
    const buffer = screen.getByRole('textbox', { name: 'Buffer after landing (minutes)' });
    await user.clear(buffer);
    await user.type(buffer, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/settings/flight-tracking')).toEqual({
        provider: 'aerodatabox',
        bufferMinutes: 30,
        maxEarlierMinutes: 60,
        maxLaterMinutes: 240,
      }),
    );
  });

  it('sends a new key, or null to remove the stored one', async () => {
    const fetchMock = stubFetch({ 'PUT /api/settings/flight-tracking': answer });
    renderWithProviders(<FlightTrackingForm settings={STORED} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('API key'), 'new-key-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/settings/flight-tracking')).toMatchObject({ apiKey: 'new-key-1234' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remove the stored key' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/settings/flight-tracking')).toMatchObject({ apiKey: null }));
  });
});
