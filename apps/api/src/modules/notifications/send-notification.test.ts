import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SITUATIONS, ROLES, type Role } from '@vozka/domain';
import { deliveries, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../locales/email-layout.ts';
import type { TestApp } from '../../test/test-app.ts';
import { buildOwnRide, buildRide, type RidePeople } from '../rides/test-support.ts';
import { useRideMailsApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
let vehicleId: number;
const { settle, deliveriesOf } = useRideMailsApp((app, people, vehicle) => ((t = app), (p = people), (vehicleId = vehicle)));

describe('GET /api/orders/{id}/send-notification', () => {
  it('every situation × role renders in cs and en with a real ride (subject, text, HTML)', { timeout: 120_000 }, async () => {
    const ride = await buildOwnRide(t, p, {
      status: 'DONE',
      clientPrice: 99_000,
      driverPrice: 70_000,
      paymentType: 'ONLINE',
      vehicleId,
      flightNumber: 'OK 123',
    });
    const byRole: Record<Role, { email: string | null; id: number }> = {
      ADMIN: p.admin,
      FLEET_MANAGER: p.fm,
      DRIVER: p.driver,
      CUSTOMER: p.customer,
      PASSENGER: p.passenger,
    };
    for (const lang of ['cs', 'en'] as const) {
      for (const u of Object.values(byRole)) await t.database.db.update(users).set({ language: lang }).where(eq(users.id, u.id));
      for (const action of NOTIFICATION_SITUATIONS)
        for (const role of ROLES) {
          const res = await p.admin.api.get(`/api/orders/${ride.id}/send-notification?action=${action}&role=${role}`);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({ queued: 1, skipped: 0 });
        }
    }
    const sent = await deliveriesOf(ride.id);
    expect(sent).toHaveLength(2 * NOTIFICATION_SITUATIONS.length * ROLES.length);
    const subjects = new Map<string, string>();
    for (const d of sent) {
      const role = d.role as Role;
      const lang = d.language;
      expect(d.recipient).toBe(byRole[role].email);
      expect(d.subject!.length).toBeGreaterThan(10);
      expect(d.text).toContain(lang === 'cs' ? 'Dobrý den' : 'Hello');
      expect(d.text).toContain(String(ride.id));
      expect(d.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(d.html).toContain(escapeHtml(d.subject!));
      const staff = role === 'ADMIN' || role === 'FLEET_MANAGER' || role === 'DRIVER';
      expect(d.text.includes(`/manage/drives/${ride.id}`)).toBe(staff);
      expect(d.text.includes('/check-payment/')).toBe(!staff && d.kind !== 'CANCELED');
      // 990 Kč is the client price: never in a driver's e-mail.
      if (role === 'DRIVER') expect(`${d.text}${d.html}`).not.toMatch(/990|check-payment|my-drive/);
      subjects.set(`${lang}:${d.kind}:${role}`, d.subject!);
      if (d.kind === 'DONE' && role === 'CUSTOMER') writeFileSync(`/tmp/vozka-ride-done-${lang}.html`, d.html!);
    }
    for (const action of NOTIFICATION_SITUATIONS)
      for (const role of ROLES) expect(subjects.get(`cs:${action}:${role}`)).not.toBe(subjects.get(`en:${action}:${role}`));
    expect(subjects.get('cs:DONE:CUSTOMER')).toMatch(/^Shrnutí vaší jízdy z /);
    expect(subjects.get('en:ON_THE_PLACE:PASSENGER')).toBe('Your driver is here');
    // And they all reach the SMTP server, HTML and text.
    await settle();
    expect(t.mail.messages).toHaveLength(sent.length);
    expect(t.mail.messages.every((m) => m.html?.startsWith('<!doctype html>') && m.text.includes('Vozka'))).toBe(true);
  });

  it('unknown action or role 400 with its message, unknown ride 404, a driver 403, another fleet 404', async () => {
    const ride = await buildOwnRide(t, p);
    const bad = await p.admin.api.get(`/api/orders/${ride.id}/send-notification?action=NOPE&role=CUSTOMER`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'NOTIFICATION_ACTION_UNKNOWN' });
    const role = await p.admin.api.get(`/api/orders/${ride.id}/send-notification?action=CHANGE&role=BOSS`);
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ code: 'NOTIFICATION_ROLE_UNKNOWN' });
    expect((await p.admin.api.get(`/api/orders/${ride.id}/send-notification?role=CUSTOMER`)).statusCode).toBe(400);
    expect((await p.admin.api.get('/api/orders/999999/send-notification?action=CHANGE&role=CUSTOMER')).statusCode).toBe(404);
    expect((await p.driver.api.get(`/api/orders/${ride.id}/send-notification?action=CHANGE&role=CUSTOMER`)).statusCode).toBe(403);
    expect((await p.otherFm.api.get(`/api/orders/${ride.id}/send-notification?action=CHANGE&role=CUSTOMER`)).statusCode).toBe(404);
    const fleet = await p.fm.api.get(`/api/orders/${ride.id}/send-notification?action=ON_THE_WAY&role=PASSENGER`);
    expect(fleet.json()).toEqual({ queued: 1, skipped: 0 });
    const nobody = await buildRide(t.database, { status: 'NEW' });
    expect((await p.admin.api.get(`/api/orders/${nobody.id}/send-notification?action=CHANGE&role=DRIVER`)).json()).toEqual({
      queued: 0,
      skipped: 0,
    });
    await settle();
    const [row] = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.rideId, ride.id), eq(deliveries.kind, 'ON_THE_WAY')));
    expect(row).toMatchObject({ role: 'PASSENGER', createdBy: p.fm.id, status: 'SENT' });
  });
});
