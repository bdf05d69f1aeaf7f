import type { FlightTrackingInput, FlightTrackingSettings, FlightTrackingStored } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { readSetting, writeSetting } from '../settings/settings.repository.ts';

/** The settings as the API answers them: the key never in full, only its last 4 characters. */
export function settingsView(stored: FlightTrackingStored): FlightTrackingSettings {
  const { apiKey, ...rest } = stored;
  return { ...rest, apiKeySet: apiKey !== null, apiKeyHint: apiKey ? `••••${apiKey.slice(-4)}` : null };
}

export async function readFlightSettings(db: Db): Promise<FlightTrackingSettings> {
  return settingsView(await readSetting(db, 'flightTracking'));
}

/**
 * Saves ADMIN's settings: `apiKey` left out keeps the stored key, null removes it. A real provider without
 * a key (given or kept) is 400 FLIGHT_API_KEY_REQUIRED on `apiKey`.
 */
export async function writeFlightSettings(db: Db, input: FlightTrackingInput, userId: number): Promise<FlightTrackingSettings> {
  return db.transaction(async (tx) => {
    const stored = await readSetting(tx, 'flightTracking');
    const apiKey = input.apiKey === undefined ? stored.apiKey : input.apiKey;
    if (input.provider !== 'none' && !apiKey) {
      throw new AppError(400, 'FLIGHT_API_KEY_REQUIRED', { fields: { apiKey: 'FLIGHT_API_KEY_REQUIRED' } });
    }
    const next: FlightTrackingStored = { ...input, apiKey };
    await writeSetting(tx, 'flightTracking', next, userId);
    return settingsView(next);
  });
}
