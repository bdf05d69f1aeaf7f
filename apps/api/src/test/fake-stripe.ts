import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's PaymentIntent JSON (the fields the SDK and we read), as api.stripe.com answers it. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { allow_redirects: 'always'; enabled: boolean } | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: { type: string; code?: string; decline_code?: string; message: string } | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null | { type: string };
  payment_method: string | null;
  payment_method_types: string[];
  status: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `metadata[key]=v` and `automatic_payment_methods[enabled]=true` of Stripe's form encoding. */
function nested(form: URLSearchParams, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

function stripeError(status: number, error: Record<string, unknown>) {
  return { status, body: { error } };
}

/** Stripe's answer to a request it refuses (`invalid_request_error`), naming the parameter at fault. */
function invalidRequest(status: number, code: string, param: string, message: string) {
  return stripeError(status, { type: 'invalid_request_error', code, param, message });
}

/** What Stripe's test payment methods do on confirm (the ones the tests use). */
const TEST_METHODS: Record<string, { status: string; error?: FakeIntent['last_payment_error'] }> = {
  pm_card_visa: { status: 'succeeded' },
  pm_card_chargeDeclined: {
    status: 'requires_payment_method',
    error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_authenticationRequired: { status: 'requires_action' },
};

/**
 * A local fake of the Stripe API for tests of the real `stripe` SDK: `POST /v1/payment_intents`
 * (form-encoded, honours `Idempotency-Key` like Stripe: the same key and parameters answer the first
 * response again, other parameters 400), `GET /v1/payment_intents/:id`, `POST /v1/payment_intents/:id/confirm`,
 * `POST /v1/payment_intents/:id/cancel` and `POST /v1/refunds` (with Stripe's refusals for the wrong state).
 * Requests need `Authorization: Bearer sk_test_…`. Tests set an intent's state with `setIntent` and
 * build webhook events with `event`.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: FakeRequest[] = [];
  const refunds: FakeRefund[] = [];
  const refundedOf = (intentId: string) => refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);
  const unexpectedState = (intent: FakeIntent, message: string) =>
    stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: intent });
  let failNext = 0;

  function create(form: URLSearchParams) {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    if (!Number.isInteger(amount) || amount < 1)
      return invalidRequest(400, 'parameter_invalid_integer', 'amount', 'Invalid integer: amount');
    if (!currency) return invalidRequest(400, 'parameter_missing', 'currency', 'Missing required param: currency.');
    const intentId = id('pi');
    const apm = nested(form, 'automatic_payment_methods');
    const intent: FakeIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: apm.enabled ? { allow_redirects: 'always', enabled: apm.enabled === 'true' } : null,
      capture_method: 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency,
      description: form.get('description'),
      last_payment_error: null,
      livemode: false,
      metadata: nested(form, 'metadata'),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    };
    intents.set(intentId, intent);
    return { status: 200, body: intent };
  }

  function confirm(intent: FakeIntent, form: URLSearchParams) {
    if (intent.status === 'succeeded') return unexpectedState(intent, 'This PaymentIntent has already succeeded.');
    if (intent.status === 'canceled') return unexpectedState(intent, 'This PaymentIntent has a status of canceled.');
    const method = form.get('payment_method') ?? intent.payment_method ?? '';
    const outcome = TEST_METHODS[method];
    if (!outcome) return invalidRequest(400, 'resource_missing', 'payment_method', `No such PaymentMethod: '${method}'`);
    Object.assign(intent, {
      payment_method: method,
      status: outcome.status,
      last_payment_error: outcome.error ?? null,
      amount_received: outcome.status === 'succeeded' ? intent.amount : 0,
      next_action: outcome.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    });
    if (outcome.error) return stripeError(402, { ...outcome.error, payment_intent: intent });
    return { status: 200, body: intent };
  }

  /** Stripe cancels an intent that has not taken money yet; processing, succeeded and canceled ones it refuses. */
  function cancel(intent: FakeIntent) {
    if (['processing', 'succeeded', 'canceled'].includes(intent.status)) {
      return unexpectedState(intent, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
    }
    Object.assign(intent, { status: 'canceled', next_action: null });
    return { status: 200, body: intent };
  }

  function refund(form: URLSearchParams) {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent) return invalidRequest(400, 'resource_missing', 'payment_intent', 'No such payment_intent.');
    const left = intent.amount_received - refundedOf(intent.id);
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (intent.status !== 'succeeded') return unexpectedState(intent, 'This PaymentIntent does not have a successful charge to refund.');
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return invalidRequest(
        400,
        'amount_too_large',
        'amount',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    const created: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(created);
    return { status: 200, body: created };
  }

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') return create(form);
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    const m = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = m ? intents.get(decodeURIComponent(m[1]!)) : undefined;
    if (m && !intent) {
      return invalidRequest(404, 'resource_missing', 'intent', `No such payment_intent: '${m[1]}'`);
    }
    if (intent && method === 'GET' && !m![2]) return { status: 200, body: intent };
    if (intent && method === 'POST' && m![2] === '/confirm') return confirm(intent, form);
    if (intent && method === 'POST' && m![2] === '/cancel') return cancel(intent);
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString();
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, form });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_test_\w+/.test(req.headers.authorization ?? '')) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        return;
      }
      if (failNext > 0) {
        failNext -= 1;
        send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
        return;
      }
      if (req.method === 'POST' && key) {
        const seen = idempotent.get(key);
        if (seen && seen.params !== `${url.pathname}?${raw}`) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
          return;
        }
        if (seen) {
          send(seen.status, seen.body, { 'idempotent-replayed': 'true' });
          return;
        }
        const answer = route('POST', url.pathname, form);
        idempotent.set(key, { params: `${url.pathname}?${raw}`, ...answer });
        send(answer.status, answer.body);
        return;
      }
      const answer = route(req.method ?? '', url.pathname, form);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    intents,
    requests,
    refunds,
    /** Haléře refunded of an intent so far. */
    refundedOf,
    /** Intents created (idempotent replays do not count). */
    createdCount: () => intents.size,
    /** The next `n` requests answer 500 (the SDK retries; a provider outage when n is large). */
    failNextRequests(n: number) {
      failNext = n;
    },
    /** Sets an intent's state as Stripe would after a payment (tests play the customer's browser). */
    setIntent(intentId: string, changes: Partial<Pick<FakeIntent, 'status' | 'amount' | 'currency' | 'last_payment_error'>>) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`fake Stripe has no intent ${intentId}`);
      Object.assign(intent, changes);
      if (changes.status === 'succeeded') intent.amount_received = intent.amount;
    },
    /** A webhook event's JSON for an intent as it is now (Stripe's event shape). */
    event(type: string, intentId: string, eventId = id('evt')): string {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...intents.get(intentId) } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
