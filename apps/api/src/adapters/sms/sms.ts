import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface SmsMessage {
  /** E.164 or a Czech number as people write it (+420 …). */
  to: string;
  text: string;
}

/** Sends SMS; `name` says which adapter (file, or a gateway). A failure throws, and the queue retries it. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * Without an SMS gateway the messages are written to `dir` as text files and named in the log: the
 * embedded default, like e-mails without SMTP.
 */
export function fileSms(options: { dir: string; logger: { info(obj: object, msg: string): void }; now?: () => Date }): SmsSender {
  const now = options.now ?? (() => new Date());
  return {
    name: 'file',
    async send(message) {
      await fs.mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, `${now().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`);
      await fs.writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      options.logger.info({ to: message.to, file }, 'SMS written to file (no SMS gateway)');
    },
  };
}
