import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import {
  notificationTable,
  ZDriverStepSettings,
  ZHourlyIntervalSettings,
  ZNotificationSettingsInput,
  ZNotificationTable,
  ZOperationAreaSettings,
  ZRatesSettings,
  type Access,
  type NotificationSetting,
} from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import {
  readNotificationCells,
  readSetting,
  SETTINGS,
  writeNotificationCells,
  writeSetting,
  type SettingKey,
} from './settings.repository.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';
import { companyRoutes } from './company.routes.ts';

/** Settings of `/manage/setting` (docs/api/pricing.md §5): ADMIN only, but everyone signed in reads the rates. */
export function settingsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return apiRoutes(['settings'], (api, app) => {
    const admin = { access: 'settings.manage' } as const;

    /** A one-value setting: GET answers the value (or its default), PUT stores and answers it. */
    function single(path: string, key: SettingKey, read: Access, answer: z.ZodType, what: string) {
      const body = SETTINGS[key].schema;
      api.get(`/settings/${path}`, {
        access: { access: read },
        summary: what,
        response: ok(answer, 401, 403),
        handler: () => readSetting(db, key),
      });
      api.put(`/settings/${path}`, {
        access: admin,
        summary: `Set: ${what}`,
        body,
        response: ok(answer, 400, 401, 403),
        handler: async (request) => {
          // The body passed `SETTINGS[key].schema`: it is that setting's value.
          await writeSetting(db, key, request.body, request.user!.id);
          return readSetting(db, key);
        },
      });
    }
    single(
      'rates',
      'rates',
      'authenticated',
      ZRatesSettings,
      'VAT rate (two decimals at most) and exchange rates (Kč for one unit); everyone signed in reads them',
    );
    single(
      'operation-area',
      'operationArea',
      admin.access,
      ZOperationAreaSettings,
      'The operation area polygon, at least 3 points (none stored: nothing is outside)',
    );
    // Company details and the logo upload (in their own scope: multipart bodies).
    void app.register(companyRoutes(deps));
    single('hourly-interval', 'hourlyInterval', admin.access, ZHourlyIntervalSettings, 'The drive-way creation interval, 1–1440 minutes');
    single(
      'driver-steps',
      'driverSteps',
      'authenticated',
      ZDriverStepSettings,
      'How long before the pick-up a driver may set off, 1–1440 minutes (default 90); everyone signed in reads it',
    );

    api.get('/settings/notification', {
      access: admin,
      summary: 'The whole notification table: every situation × every role, on or off',
      response: ok(ZNotificationTable, 401, 403),
      handler: async () => notificationTable(await readNotificationCells(db)),
    });

    api.put('/settings/notification', {
      access: admin,
      summary: 'Switch cells of the notification table (cells left out keep their value); answers the whole table',
      body: ZNotificationSettingsInput,
      response: ok(ZNotificationTable, 400, 401, 403),
      handler: async (request) => {
        // The last of two cells sent for the same situation and role wins.
        const cells = new Map<string, NotificationSetting>(request.body.map((c) => [`${c.situation}:${c.role}`, c]));
        await writeNotificationCells(db, [...cells.values()], request.user!.id);
        return notificationTable(await readNotificationCells(db));
      },
    });
  });
}
