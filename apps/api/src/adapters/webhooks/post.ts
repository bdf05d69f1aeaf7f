import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress, hostOf } from './address-guard.ts';

/** The answer of a receiver: its status, at most `maxBody` bytes of its body, how long it took. */
export interface PostAnswer {
  status: number;
  body: string;
  durationMs: number;
}

export interface SignedPost {
  url: string;
  /** The exact bytes signed and sent. */
  body: string;
  secret: string;
  /** Unix seconds of the signature (the app's clock). */
  timestamp: number;
  headers: Record<string, string>;
  allowedPrivateRange: string | null;
  timeoutMs: number;
  maxBody: number;
}

/** `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` — Stripe's scheme. */
export function signature(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** A lookup that answers the address already checked, whatever it is asked (no second DNS answer). */
function pinned(address: string, family: 4 | 6): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs a signed JSON body to a webhook receiver (docs/api/integrations.md): the host resolved and
 * checked by the SSRF guard, the connection made to that very address (TLS still verifies the host name),
 * no redirect followed (a 3xx is the answer), the whole exchange cut off after `timeoutMs`, and only the
 * first `maxBody` bytes of the answer read. Throws on a refused address, a network error or the timeout.
 */
export async function postSigned(req: SignedPost): Promise<PostAnswer> {
  const url = new URL(req.url);
  const { address, family } = await checkedAddress(hostOf(url), req.allowedPrivateRange);
  const started = performance.now();
  const client = url.protocol === 'https:' ? https : http;
  const payload = Buffer.from(req.body);
  return new Promise<PostAnswer>((resolve, reject) => {
    const signal = AbortSignal.timeout(req.timeoutMs);
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned(address, family),
        signal,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(payload.length),
          'user-agent': 'Vozka-Webhooks/1.0',
          'vozka-signature': signature(req.secret, req.timestamp, req.body),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          const body = Buffer.concat(chunks).subarray(0, req.maxBody).toString('utf8').replace(/\0/g, '');
          resolve({ status: res.statusCode ?? 0, body, durationMs: Math.round(performance.now() - started) });
        };
        res.on('data', (chunk: Buffer) => {
          if (kept >= req.maxBody) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough kept: the rest of the answer is not read.
          if (kept >= req.maxBody) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', (err) => {
          if (kept < req.maxBody) reject(err);
        });
      },
    );
    request.on('error', (err) => {
      reject(signal.aborted ? new Error(`no answer within ${req.timeoutMs} ms`) : err);
    });
    request.end(payload);
  });
}
