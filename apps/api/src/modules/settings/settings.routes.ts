import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import {
  notificationTable,
  ZHourlyIntervalSettings,
  ZNotificationSettingsInput,
  ZNotificationTable,
  ZOperationAreaSettings,
  ZRatesSettings,
  type Access,
  type NotificationSetting,
} from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import {
  readNotificationCells,
  readSetting,
  SETTINGS,
  writeNotificationCells,
  writeSetting,
  type SettingKey,
} from './settings.repository.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** Settings of `/manage/setting` (docs/api/pricing.md §5): ADMIN only, but everyone signed in reads the rates. */
export function settingsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return routePlugin((app) => {
    const tags = ['settings'];
    const admin = { access: 'settings.manage' } as const;

    /** A one-value setting: GET answers the value (or its default), PUT stores and answers it. */
    function single(path: string, key: SettingKey, read: Access, answer: z.ZodType, what: string) {
      const body = SETTINGS[key].schema;
      app.get(
        `/settings/${path}`,
        {
          config: { access: read },
          schema: { tags, summary: what, response: { 200: answer, ...errorResponses(401, 403) } },
        },
        async () => readSetting(db, key),
      );
      app.put(
        `/settings/${path}`,
        {
          config: admin,
          schema: { tags, summary: `Set: ${what}`, body, response: { 200: answer, ...errorResponses(400, 401, 403) } },
        },
        async (request) => {
          // The body passed `SETTINGS[key].schema`: it is that setting's value.
          await writeSetting(db, key, request.body, request.user!.id);
          return readSetting(db, key);
        },
      );
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
    single('hourly-interval', 'hourlyInterval', admin.access, ZHourlyIntervalSettings, 'The drive-way creation interval, 1–1440 minutes');

    app.get(
      '/settings/notification',
      {
        config: admin,
        schema: {
          tags,
          summary: 'The whole notification table: every situation × every role, on or off',
          response: { 200: ZNotificationTable, ...errorResponses(401, 403) },
        },
      },
      async () => notificationTable(await readNotificationCells(db)),
    );

    app.put(
      '/settings/notification',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Switch cells of the notification table (cells left out keep their value); answers the whole table',
          body: ZNotificationSettingsInput,
          response: { 200: ZNotificationTable, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        // The last of two cells sent for the same situation and role wins.
        const cells = new Map<string, NotificationSetting>(request.body.map((c) => [`${c.situation}:${c.role}`, c]));
        await writeNotificationCells(db, [...cells.values()], request.user!.id);
        return notificationTable(await readNotificationCells(db));
      },
    );
  });
}
