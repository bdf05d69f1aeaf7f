import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_SITUATIONS, notificationTable, ROLES, ZHourlyIntervalInput, ZNotificationSettingsInput, ZOperationAreaInput, ZRatesInput, type NotificationSetting } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { readNotificationCells, readSetting, writeNotificationCells, writeSetting } from './settings.repository.ts';

const ZRates = z.object({ vatPercent: z.number(), exchangeRates: z.array(z.object({ currency: z.string(), czk: z.number() })) });
const ZArea = z.object({ points: z.array(z.object({ lat: z.number(), lng: z.number() })) });
const ZHourly = z.object({ minutes: z.number().int() });
const ZNotificationTable = z.array(z.object({ situation: z.enum(NOTIFICATION_SITUATIONS), role: z.enum(ROLES), enabled: z.boolean() }));

/** Settings of `/manage/setting` (docs/api/pricing.md §5): ADMIN only, but everyone signed in reads the rates. */
export function settingsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    const tags = ['settings'];
    const admin = { access: 'settings.manage' } as const;

    app.get('/settings/rates', {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'VAT rate and exchange rates (Kč for one unit), for showing prices with VAT and in other currencies', response: { 200: ZRates, ...errorResponses(401) } },
    }, async () => readSetting(db, 'rates'));

    app.put('/settings/rates', {
      config: admin,
      schema: { tags, summary: 'Set the VAT rate (two decimals at most) and the exchange rates', body: ZRatesInput, response: { 200: ZRates, ...errorResponses(400, 401, 403) } },
    }, async (request) => {
      await writeSetting(db, 'rates', request.body, request.user!.id);
      return readSetting(db, 'rates');
    });

    app.get('/settings/operation-area', {
      config: admin,
      schema: { tags, summary: 'The operation area polygon (no points: no area, nothing is outside)', response: { 200: ZArea, ...errorResponses(401, 403) } },
    }, async () => readSetting(db, 'operationArea'));

    app.put('/settings/operation-area', {
      config: admin,
      schema: { tags, summary: 'Set the operation area: a polygon of at least 3 points; rides picked up outside are flagged', body: ZOperationAreaInput, response: { 200: ZArea, ...errorResponses(400, 401, 403) } },
    }, async (request) => {
      await writeSetting(db, 'operationArea', request.body, request.user!.id);
      return readSetting(db, 'operationArea');
    });

    app.get('/settings/hourly-interval', {
      config: admin,
      schema: { tags, summary: 'The drive-way creation interval in minutes', response: { 200: ZHourly, ...errorResponses(401, 403) } },
    }, async () => readSetting(db, 'hourlyInterval'));

    app.put('/settings/hourly-interval', {
      config: admin,
      schema: { tags, summary: 'Set the drive-way creation interval (1–1440 minutes)', body: ZHourlyIntervalInput, response: { 200: ZHourly, ...errorResponses(400, 401, 403) } },
    }, async (request) => {
      await writeSetting(db, 'hourlyInterval', request.body, request.user!.id);
      return readSetting(db, 'hourlyInterval');
    });

    app.get('/settings/notification', {
      config: admin,
      schema: { tags, summary: 'The whole notification table: every situation × every role, on or off', response: { 200: ZNotificationTable, ...errorResponses(401, 403) } },
    }, async () => notificationTable(await readNotificationCells(db)));

    app.put('/settings/notification', {
      config: admin,
      schema: { tags, summary: 'Switch cells of the notification table (cells left out keep their value); answers the whole table', body: ZNotificationSettingsInput, response: { 200: ZNotificationTable, ...errorResponses(400, 401, 403) } },
    }, async (request) => {
      // The last of two cells sent for the same situation and role wins.
      const cells = new Map<string, NotificationSetting>(request.body.map((c) => [`${c.situation}:${c.role}`, c]));
      await writeNotificationCells(db, [...cells.values()], request.user!.id);
      return notificationTable(await readNotificationCells(db));
    });
  };
}
