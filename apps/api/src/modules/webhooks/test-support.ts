import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpointWithSecret, TWebhookEndpointInput } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { ridePeople, type Api, type RidePeople } from '../rides/test-support.ts';

/** One POST a receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How a receiver answers its `n`-th request (0-based). */
export type ReceiverAnswer = (n: number, request: Received) => { status: number; body?: string; headers?: Record<string, string> };

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 (a real HTTP server): it records every POST and answers as told. */
export async function startReceiver(answer: ReceiverAnswer = () => ({ status: 200, body: 'ok' })): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const reply = answer(received.length, request);
      received.push(request);
      res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A receiver's check of `Vozka-Signature` (as docs/api/integrations.md shows it): the timestamp and the HMAC. */
export function verifySignature(secret: string, header: string | string[] | undefined, body: string): { ok: boolean; timestamp: number } {
  const parts = new Map(
    String(header ?? '')
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );
  const timestamp = Number(parts.get('t'));
  const expected = createHmac('sha256', secret)
    .update(`${parts.get('t')}.${body}`)
    .digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return { ok: given.length === expected.length && timingSafeEqual(given, expected), timestamp };
}

/** Registers an endpoint through the API (201 expected) with the loopback range allowed. */
export async function addEndpoint(admin: Api, url: string, input: Partial<TWebhookEndpointInput> = {}): Promise<WebhookEndpointWithSecret> {
  const res = await admin.post('/api/webhooks', { url, events: ['ride.created'], allowedPrivateRange: '127.0.0.0/8', ...input });
  if (res.statusCode !== 201) throw new Error(`endpoint not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every delivery of an endpoint, oldest first. */
export async function deliveriesOf(database: Database, endpointId: number) {
  return database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);
}

/** Removes every endpoint (and so every delivery): each test starts with none. */
export async function clearEndpoints(database: Database): Promise<void> {
  await database.db.delete(webhookEndpoints);
}

export type { WebhookDelivery };

/**
 * A webhooks test file's app: queue workers off (the test drains the queue or reads the queued jobs) and the
 * ride people; `ready` receives both (`useWebhooksApp((app, people) => ((t = app), (p = people)))`).
 */
export function useWebhooksApp(ready: (app: TestApp, people: RidePeople) => void): void {
  useTestApp(
    async (app) => {
      ready(app, await ridePeople(app));
    },
    { jobs: { workers: false } },
  );
}
