import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { operationsOf, type FuzzRequest, type OpenApiDocument, type Operation } from './operations.ts';
import { responseChecker } from './response-check.ts';

/** Who the fuzzer calls as: anonymous (no token) or a signed-in role. */
export interface Identity {
  name: string;
  token: string | null;
  /**
   * A token of a new account of the same role: operations that end a session or an account (log out,
   * delete the own account) run with it, so the identity's own session lives on.
   */
  throwaway?: () => Promise<string | null>;
}

export interface Finding {
  operation: string;
  identity: string;
  kind: 'server-error' | 'undeclared-status' | 'schema-mismatch';
  status: number;
  detail: string;
  request: FuzzRequest;
}

export interface FuzzReport {
  seed: number;
  seconds: number;
  requests: number;
  operations: number;
  identities: string[];
  statuses: Record<string, number>;
  /** Operations that answered a 2xx at least once (the rest were only refused: a measure of depth). */
  succeeded: string[];
  findings: Finding[];
}

async function send(app: FastifyInstance, request: FuzzRequest, token: string | null) {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (request.body && 'json' in request.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.json ?? null); // undefined would stringify to undefined, not JSON
  } else if (request.body) {
    headers['content-type'] = request.body.contentType;
    payload = request.body.raw;
  }
  return app.inject({ method: request.method as 'GET', url: request.url, headers, payload });
}

/**
 * Calls every operation of `doc` as every identity with generated requests, valid and invalid alike,
 * round after round until `seconds` have passed. A finding is an answer ≥ 500 (other than a declared 502
 * or 503), a status the operation does not declare, or a JSON body that does not match its declared schema.
 */
export async function fuzz(options: {
  app: FastifyInstance;
  doc: OpenApiDocument;
  identities: Identity[];
  seconds: number;
  seed: number;
  runsPerRound?: number;
  /** Requests not to send (e.g. deleting the fuzzer's own accounts). */
  skip?: (request: FuzzRequest) => boolean;
  now?: () => number;
}): Promise<FuzzReport> {
  const { app, doc, identities } = options;
  const now = options.now ?? (() => performance.now());
  const operations = operationsOf(doc);
  const checker = responseChecker(doc.components?.schemas ?? {});
  const statuses: Record<string, number> = {};
  const findings = new Map<string, Finding>();
  const succeeded = new Set<string>();
  const started = now();
  const deadline = started + options.seconds * 1000;
  let requests = 0;
  let round = 0;

  const judge = (op: Operation, who: Identity, request: FuzzRequest, res: Awaited<ReturnType<typeof send>>) => {
    const status = res.statusCode;
    statuses[status] = (statuses[status] ?? 0) + 1;
    const name = `${op.method} ${op.path}`;
    if (status >= 200 && status < 300) succeeded.add(name);
    const record = (kind: Finding['kind'], detail: string) => {
      const key = `${name}|${who.name}|${kind}|${status}`;
      if (!findings.has(key))
        findings.set(key, {
          operation: name,
          identity: who.name,
          kind,
          status,
          detail,
          request: { ...request, url: request.url.slice(0, 300) },
        });
    };
    const declared = op.responses.has(status);
    if (status >= 500 && !(declared && (status === 502 || status === 503))) {
      record('server-error', res.body.slice(0, 300));
      return;
    }
    if (!declared) {
      record('undeclared-status', res.body.slice(0, 300));
      return;
    }
    const schema = op.responses.get(status);
    if (!schema || !String(res.headers['content-type'] ?? '').includes('application/json')) return;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      record('schema-mismatch', 'not JSON');
      return;
    }
    const problem = checker.check(`${name} ${status}`, schema, body);
    if (problem) record('schema-mismatch', problem);
  };

  while (now() < deadline) {
    for (const [index, op] of operations.entries()) {
      for (const who of identities) {
        if (now() >= deadline) break;
        const seed = options.seed + round * 100_003 + index * 101;
        const runs = options.runsPerRound ?? 4;
        const samples = [...fc.sample(op.valid, { numRuns: runs, seed }), ...fc.sample(op.invalid, { numRuns: runs, seed: seed + 1 })];
        const token = op.endsSession && who.throwaway ? await who.throwaway() : who.token;
        for (const request of samples) {
          if (options.skip?.(request)) continue;
          const res = await send(app, request, token);
          requests += 1;
          judge(op, who, request, res);
        }
      }
    }
    round += 1;
  }
  return {
    seed: options.seed,
    seconds: Math.round((now() - started) / 100) / 10,
    requests,
    operations: operations.length,
    identities: identities.map((i) => i.name),
    statuses,
    succeeded: [...succeeded].sort(),
    findings: [...findings.values()],
  };
}

/** The report as Markdown: figures, then one line per finding (the first request that showed it). */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `Fuzz: ${report.requests} requests in ${report.seconds} s, ${report.operations} operations × ${report.identities.length} callers (${report.identities.join(', ')}), seed ${report.seed}.`,
    `Answers by status: ${Object.entries(report.statuses)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}.`,
    `Operations answered 2xx at least once: ${report.succeeded.length} of ${report.operations}.`,
    report.findings.length
      ? `${report.findings.length} findings:`
      : 'No findings: no 5xx, every status declared, every JSON answer matches its schema.',
  ];
  for (const f of report.findings) {
    lines.push(
      `- ${f.kind} ${f.status} on ${f.operation} as ${f.identity}: ${f.request.method} ${f.request.url}${f.request.body ? ` body ${JSON.stringify(f.request.body).slice(0, 200)}` : ''} → ${f.detail}`,
    );
  }
  return lines.join('\n');
}
