import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The text/plain part (or the only body), decoded. */
  text: string;
  /** The text/html part, decoded, when the message has one. */
  html?: string;
  raw: string;
}

function decodeBody(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return { headers, text: Buffer.from(bytes).toString('utf8') };
  }
  return { headers, text: body };
}

/** The parts of a multipart body (headers and decoded text each); a single-part body is one part. */
function partsOf(raw: string): { type: string; text: string }[] {
  const { headers, text } = decodeBody(raw);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^;\s]+)/im.exec(unfolded)?.[1]?.toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\s]+)"?/i.exec(unfolded)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [{ type, text }];
  const body = raw.slice(headers.length);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => partsOf(part.replace(/^\r?\n/, '')));
}

function decodeSubject(headers: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const value = /^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '';
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server on loopback that keeps what it receives: the peer the product's mailer talks to in
 * tests. `waitFor` resolves with the first message matching a predicate.
 */
export async function startMailCatcher(port = 0): Promise<{
  url: string;
  port: number;
  messages: CaughtMail[];
  /** SMTP connections accepted so far. */
  connections(): number;
  waitFor(match: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}> {
  const messages: CaughtMail[] = [];
  const arrivals = new EventEmitter();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // `close()` ends the connections a pooled client keeps open (after 50 ms, with a 421) as a real server
    // shutting down does, instead of waiting 30 s for the client to hang up.
    closeTimeout: 50,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = decodeBody(raw);
        const parts = partsOf(raw);
        const html = parts.find((p) => p.type === 'text/html')?.text;
        const text = parts.find((p) => p.type === 'text/plain')?.text ?? parts[0]?.text ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeSubject(headers),
          text,
          ...(html ? { html } : {}),
          raw,
        });
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    connections: () => connections,
    // Checks on every arrival (no polling); the timer is only the deadline.
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise<CaughtMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          arrivals.off('mail', check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (got ${messages.length})`));
        }, timeoutMs);
        arrivals.on('mail', check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The first link in a message that contains `path`. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(path));
  if (!link) throw new Error(`no link with ${path} in: ${mail.text}`);
  return link;
}
