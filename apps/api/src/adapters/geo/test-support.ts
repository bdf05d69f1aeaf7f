import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizePlaceText } from '@vozka/domain';

/** One request a fake geo service received. */
export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A loopback HTTP server answering JSON, with switches to fail or stall the next request. */
export interface FakeJsonServer {
  url: string;
  requests: FakeRequest[];
  /** The next request answers this HTTP status (and body) instead. */
  failNext(status: number, body?: unknown): void;
  /** The next request waits this long before answering. */
  delayNext(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeJsonServer(handle: (req: FakeRequest) => FakeAnswer): Promise<FakeJsonServer> {
  const requests: FakeRequest[] = [];
  let failure: FakeAnswer | null = null;
  let delay = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    const answer = failure ?? handle(request);
    failure = null;
    const wait = delay;
    delay = 0;
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    }, wait);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, body = { detail: 'fake failure' }) {
      failure = { status, body };
    },
    delayNext(ms) {
      delay = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Whether a fake place answers a typed term (diacritics and case aside, any word prefix). */
export function fakeMatches(name: string, term: string): boolean {
  const words = normalizePlaceText(name).split(' ');
  const tokens = normalizePlaceText(term).split(' ').filter(Boolean);
  return tokens.length > 0 && tokens.every((t) => words.some((w) => w.startsWith(t)));
}
