import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_EVENT_TYPE_HEADER, WEBHOOK_RESPONSE_BODY_MAX } from '@vozka/domain';
import type { JobDefinition, JobInfo } from '../../adapters/jobs/queue.ts';
import { postSigned, type PostAnswer } from '../../adapters/webhooks/post.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { WEBHOOK_DELIVER_JOB, type WebhookDeliverJob } from '../../shared/webhook-events.ts';
import * as repo from './webhooks.repository.ts';

/** A receiver has this long to answer (connect, send, answer). */
export const WEBHOOK_TIMEOUT_MS = 5000;

/** A failed attempt: the queue retries the job (with its backoff) unless it was the last try. */
class AttemptFailed extends Error {}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * One delivery's POST (docs/api/integrations.md): signed with the endpoint's secret at the app
 * clock's second, sent through the SSRF guard (adapters/webhooks), the answer's code, first 1 kB and
 * duration kept. A 2xx delivers it; anything else (a 3xx too: redirects are not followed), a refused
 * address, a network error or the 5 s timeout fails the attempt and the queue retries it with its backoff
 * for about a day; after the last try it is FAILED. In order per resource per endpoint: an older delivery
 * of the same resource still PENDING goes first — this one waits (a failed try that is no attempt).
 * Once delivered or given up, the next delivery of the resource that waited for it is sent at once.
 */
export function webhookDeliverJob(
  deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock' | 'logger'>,
  /** The receiver's time limit: WEBHOOK_TIMEOUT_MS; a test of the limit's handling gives a shorter one. */
  timeoutMs: number = WEBHOOK_TIMEOUT_MS,
): JobDefinition<WebhookDeliverJob> {
  const { db } = deps.database;

  async function settled(delivery: WebhookDeliveryRow) {
    const next = await repo.pendingBeside(db, delivery, 'after');
    if (next !== null) await deps.jobs.send(db, WEBHOOK_DELIVER_JOB, { deliveryId: next } satisfies WebhookDeliverJob);
  }

  async function attempt(delivery: WebhookDeliveryRow, endpoint: WebhookEndpointRow): Promise<PostAnswer | Error> {
    try {
      return await postSigned({
        url: endpoint.url,
        body: JSON.stringify(delivery.payload),
        secret: endpoint.secret,
        timestamp: Math.floor(deps.clock.now().getTime() / 1000),
        headers: { [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId, [WEBHOOK_EVENT_TYPE_HEADER]: delivery.eventType },
        allowedPrivateRange: endpoint.allowedPrivateRange,
        timeoutMs,
        maxBody: WEBHOOK_RESPONSE_BODY_MAX,
      });
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  }

  async function giveUp(delivery: WebhookDeliveryRow, error: string) {
    await repo.updateDelivery(db, delivery.id, { status: 'FAILED', error });
    await settled(delivery);
  }

  return {
    name: WEBHOOK_DELIVER_JOB,
    // A slow receiver holds a worker for up to 5 s: a few at once on an instance.
    concurrency: 4,
    handle: async ({ deliveryId }, job: JobInfo) => {
      const found = await repo.deliveryWithEndpoint(db, deliveryId);
      if (!found || found.delivery.status !== 'PENDING') return;
      const { delivery, endpoint } = found;
      if (!endpoint.enabled) return giveUp(delivery, 'The endpoint is disabled.');
      const older = await repo.pendingBeside(db, delivery, 'before');
      if (older !== null) {
        const waiting = `Waits for the older delivery ${older} of ${delivery.resourceKey}.`;
        if (job.lastTry) return giveUp(delivery, waiting);
        throw new AttemptFailed(waiting);
      }
      const answer = await attempt(delivery, endpoint);
      const now = deps.clock.now();
      const ok = !(answer instanceof Error) && answer.status >= 200 && answer.status < 300;
      const error = answer instanceof Error ? errorText(answer) : ok ? null : `HTTP ${answer.status}`;
      await repo.updateDelivery(db, delivery.id, {
        attempts: delivery.attempts + 1,
        lastAttemptAt: now,
        responseCode: answer instanceof Error ? null : answer.status,
        responseBody: answer instanceof Error ? null : answer.body,
        durationMs: answer instanceof Error ? null : answer.durationMs,
        error,
        ...(ok ? { status: 'DELIVERED', deliveredAt: now } : job.lastTry ? { status: 'FAILED' } : {}),
      });
      if (ok || job.lastTry) return settled(delivery);
      throw new AttemptFailed(error ?? 'failed');
    },
  };
}
