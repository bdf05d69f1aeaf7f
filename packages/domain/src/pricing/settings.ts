import { z } from 'zod';
import { ROLES, type Role } from '../auth/roles.ts';
import { RIDE_EVENTS } from '../rides/ride-status.ts';
import { DEFAULT_VAT_PERCENT } from './money.ts';
import { OPERATION_AREA_MIN_POINTS } from './operation-area.ts';
import { ZMinutesUpToADay } from '../shared/minutes.ts';

/**
 * Settings of `/manage/setting` (spec §2, §3 Settings; docs/api/pricing.md §5): rates (VAT and exchange
 * rates), the operation area, the drive-way creation interval and the notification table.
 */
// The answers of the settings calls are these schemas (issue 13 §1: one contract); the types are theirs.
export const ZExchangeRate = z.object({
  /** ISO 4217 code, e.g. EUR. */
  currency: z.string(),
  /** How many Kč one unit of the currency costs. */
  czk: z.number(),
});
export type ExchangeRate = z.infer<typeof ZExchangeRate>;

export const ZRatesSettings = z.object({ vatPercent: z.number(), exchangeRates: z.array(ZExchangeRate) });
export type RatesSettings = z.infer<typeof ZRatesSettings>;

export const ZOperationAreaSettings = z.object({ points: z.array(z.object({ lat: z.number(), lng: z.number() })) });
export type OperationAreaSettings = z.infer<typeof ZOperationAreaSettings>;

export const ZHourlyIntervalSettings = z.object({ minutes: z.number().int() });
export type HourlyIntervalSettings = z.infer<typeof ZHourlyIntervalSettings>;

/**
 * Situations a notification may be sent in: the ride events of spec §4 (CHANGE, FLEET_ASSIGNED,
 * APPROACHING, DRIVEWAY_CHANGE), a new ride and a cancelled one, and (issue 14 §2) the driver on the way,
 * the driver on the place and the ride done (the customer's ride summary).
 */
export const NOTIFICATION_SITUATIONS = ['CREATED', ...RIDE_EVENTS, 'CANCELED', 'ON_THE_WAY', 'ON_THE_PLACE', 'DONE'] as const;
export type NotificationSituation = (typeof NOTIFICATION_SITUATIONS)[number];

export const ZNotificationSetting = z.object({ situation: z.enum(NOTIFICATION_SITUATIONS), role: z.enum(ROLES), enabled: z.boolean() });
export type NotificationSetting = z.infer<typeof ZNotificationSetting>;
/** `GET /api/settings/notification`: the whole table. */
export const ZNotificationTable = z.array(ZNotificationSetting);

export const DEFAULT_RATES: RatesSettings = { vatPercent: DEFAULT_VAT_PERCENT, exchangeRates: [] };
export const DEFAULT_OPERATION_AREA: OperationAreaSettings = { points: [] };
export const DEFAULT_HOURLY_INTERVAL: HourlyIntervalSettings = { minutes: 60 };

/**
 * Who is told what when nothing is set: the customer and passenger about their ride's progress, the
 * driver and fleet manager about assignments and changes, ADMIN about new and cancelled rides.
 */
const DEFAULT_NOTIFY: Record<NotificationSituation, readonly Role[]> = {
  CREATED: ['ADMIN', 'CUSTOMER'],
  CHANGE: ['FLEET_MANAGER', 'DRIVER', 'CUSTOMER'],
  FLEET_ASSIGNED: ['FLEET_MANAGER'],
  APPROACHING: ['CUSTOMER', 'PASSENGER'],
  DRIVEWAY_CHANGE: ['FLEET_MANAGER', 'DRIVER', 'PASSENGER'],
  CANCELED: ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER'],
  ON_THE_WAY: ['CUSTOMER', 'PASSENGER'],
  ON_THE_PLACE: ['CUSTOMER', 'PASSENGER'],
  DONE: ['CUSTOMER'],
};

export function defaultNotificationEnabled(situation: NotificationSituation, role: Role): boolean {
  return DEFAULT_NOTIFY[situation].includes(role);
}

/** The whole table, situation by situation and role by role (ROLES order). */
export function notificationTable(stored: readonly NotificationSetting[]): NotificationSetting[] {
  const set = new Map(stored.map((s) => [`${s.situation}:${s.role}`, s.enabled]));
  return NOTIFICATION_SITUATIONS.flatMap((situation) =>
    ROLES.map((role) => ({ situation, role, enabled: set.get(`${situation}:${role}`) ?? defaultNotificationEnabled(situation, role) })),
  );
}

export const ZRatesInput = z.object({
  /** At most two decimals (like `withVat` takes it). */
  vatPercent: z
    .number({ error: 'REQUIRED' })
    .min(0, 'INVALID_INPUT')
    .max(100, 'INVALID_INPUT')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'INVALID_INPUT'),
  exchangeRates: z
    .array(
      z.object({
        currency: z
          .string({ error: 'REQUIRED' })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'CURRENCY_INVALID')
          .refine((c) => c !== 'CZK', 'CURRENCY_INVALID'),
        czk: z.number({ error: 'REQUIRED' }).positive('MUST_BE_POSITIVE').max(100_000, 'INVALID_INPUT'),
      }),
    )
    .max(50)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((r, i) => {
        if (seen.has(r.currency)) ctx.addIssue({ code: 'custom', path: [i, 'currency'], message: 'CURRENCY_DUPLICATE' });
        seen.add(r.currency);
      });
    }),
});
export type TRatesInput = z.input<typeof ZRatesInput>;

export const ZOperationAreaInput = z.object({
  points: z
    .array(
      z.object({
        lat: z.number({ error: 'REQUIRED' }).min(-90, 'INVALID_INPUT').max(90, 'INVALID_INPUT'),
        lng: z.number({ error: 'REQUIRED' }).min(-180, 'INVALID_INPUT').max(180, 'INVALID_INPUT'),
      }),
      { error: 'REQUIRED' },
    )
    .min(OPERATION_AREA_MIN_POINTS, 'OPERATION_AREA_TOO_SMALL')
    .max(1000, 'INVALID_INPUT'),
});
export type TOperationAreaInput = z.input<typeof ZOperationAreaInput>;

export const ZHourlyIntervalInput = z.object({
  minutes: ZMinutesUpToADay,
});

/** `PUT /api/settings/notification`: some or all cells of the table; cells left out keep their value. */
export const ZNotificationSettingsInput = z
  .array(z.object({ situation: z.enum(NOTIFICATION_SITUATIONS), role: z.enum(ROLES), enabled: z.boolean({ error: 'REQUIRED' }) }))
  .max(NOTIFICATION_SITUATIONS.length * ROLES.length * 2);
