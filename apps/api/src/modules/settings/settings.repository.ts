import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_COMPANY,
  DEFAULT_FLIGHT_TRACKING,
  DEFAULT_DRIVER_STEPS,
  DEFAULT_HOURLY_INTERVAL,
  DEFAULT_OPERATION_AREA,
  DEFAULT_RATES,
  ZCompanySettings,
  ZDriverStepSettingsInput,
  ZFlightTrackingStored,
  ZHourlyIntervalInput,
  ZOperationAreaInput,
  ZRatesInput,
  type CompanySettings,
  type DriverStepSettings,
  type FlightTrackingStored,
  type HourlyIntervalSettings,
  type NotificationSetting,
  type OperationAreaSettings,
  type RatesSettings,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { notificationSettings, settings } from '../../db/schema/index.ts';

/** Each setting's key, its schema and its value when none is stored (docs/api/pricing.md §5). */
export interface SettingValues {
  rates: RatesSettings;
  operationArea: OperationAreaSettings;
  hourlyInterval: HourlyIntervalSettings;
  company: CompanySettings;
  driverSteps: DriverStepSettings;
  /** Flight tracking (issue 20 §1): read and written by modules/flights, which never answers the API key. */
  flightTracking: FlightTrackingStored;
}
export type SettingKey = keyof SettingValues;

export const SETTINGS: { [K in SettingKey]: { schema: z.ZodType<SettingValues[K]>; fallback: SettingValues[K] } } = {
  rates: { schema: ZRatesInput, fallback: DEFAULT_RATES },
  operationArea: { schema: ZOperationAreaInput, fallback: DEFAULT_OPERATION_AREA },
  hourlyInterval: { schema: ZHourlyIntervalInput, fallback: DEFAULT_HOURLY_INTERVAL },
  company: { schema: ZCompanySettings, fallback: DEFAULT_COMPANY },
  driverSteps: { schema: ZDriverStepSettingsInput, fallback: DEFAULT_DRIVER_STEPS },
  flightTracking: { schema: ZFlightTrackingStored, fallback: DEFAULT_FLIGHT_TRACKING },
};

/** A stored setting, or null when none is stored (or what is stored no longer fits its schema). */
export async function readStoredSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValues[K] | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = row ? SETTINGS[key].schema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : null;
}

/** A stored setting, or its default when none is stored (or what is stored no longer fits its schema). */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValues[K]> {
  return (await readStoredSetting(db, key)) ?? SETTINGS[key].fallback;
}

export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: SettingValues[K], userId: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
}

export async function readNotificationCells(db: Db): Promise<NotificationSetting[]> {
  const rows = await db.select().from(notificationSettings);
  return rows.map((r) => ({ situation: r.situation, role: r.role, enabled: r.enabled }) as NotificationSetting);
}

export async function writeNotificationCells(db: Db, cells: readonly NotificationSetting[], userId: number): Promise<void> {
  if (cells.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(cells.map((c) => ({ ...c, updatedBy: userId })))
    .onConflictDoUpdate({
      target: [notificationSettings.situation, notificationSettings.role],
      set: { enabled: sql`excluded.enabled`, updatedBy: userId, updatedAt: sql`now()` },
    });
}
