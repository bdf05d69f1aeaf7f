import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the fake gateway accepted. */
export interface FakeSms {
  number: string;
  message: string;
  unicode: string | null;
}

/**
 * SMSbrána.cz's SMS Connect HTTP API on loopback, in its documented format: `action=send_sms` with the
 * hashed sign-in (`auth` = md5(password + time + sul)) as query or form fields, answering XML `<result>`
 * with `<err>0</err>` and an `sms_id`, or an `err` code. `failNext(code)` answers the next calls with that
 * `err`; `failHttp(status)` with an HTTP error.
 */
export async function startFakeSmsBrana(credentials: { login: string; password: string }) {
  const sent: FakeSms[] = [];
  const failures: (() => { status: number; body: string })[] = [];
  let nextId = 1000;
  const xml = (inner: string) => `<?xml version='1.0' encoding='utf-8'?>\n<result>${inner}</result>`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const field = (name: string) => form.get(name) ?? query.get(name);
      const answer = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(body);
      };
      const failure = failures.shift();
      if (failure) {
        const f = failure();
        answer(f.status, f.body);
        return;
      }
      if (!req.url?.startsWith('/smsconnect/http.php')) {
        answer(404, 'not found');
        return;
      }
      if (field('action') !== 'send_sms') {
        answer(200, xml('<err>6</err>'));
        return;
      }
      if (field('login') !== credentials.login) {
        answer(200, xml('<err>2</err>'));
        return;
      }
      const [time, sul, auth] = [field('time') ?? '', field('sul') ?? '', field('auth') ?? ''];
      const expected = createHash('md5')
        .update(credentials.password + time + sul)
        .digest('hex');
      if (!/^\d{8}T\d{6}$/.test(time) || !sul || auth !== expected) {
        answer(200, xml('<err>3</err>'));
        return;
      }
      const number = field('number') ?? '';
      const message = field('message') ?? '';
      if (!/^\d{9,15}$/.test(number)) {
        answer(200, xml('<err>10</err>'));
        return;
      }
      if (!message) {
        answer(200, xml('<err>11</err>'));
        return;
      }
      sent.push({ number, message, unicode: field('unicode') });
      const id = nextId++;
      answer(200, xml(`<err>0</err><price>1.1</price><sms_count>1</sms_count><credit>998.9</credit><sms_id>${id}</sms_id>`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/smsconnect/http.php`,
    sent,
    /** The next `times` calls answer `<err>code</err>`. */
    failNext(code: number, times = 1) {
      for (let i = 0; i < times; i++) failures.push(() => ({ status: 200, body: xml(`<err>${code}</err>`) }));
    },
    /** The next call answers an HTTP error. */
    failHttp(status: number) {
      failures.push(() => ({ status, body: 'Service Unavailable' }));
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
