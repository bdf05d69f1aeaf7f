import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * Sends over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587) through a pool of up to 5 connections, each
 * reused for up to 100 messages and closed after 4 idle minutes (nodemailer's defaults): a message on an open
 * connection skips the connect, TLS and greeting (an SMTP server may pause its greeting on purpose, smtp-server
 * 100 ms). `?pool=false` in the URL sends each message on a connection of its own.
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ url: options.url, pool: true });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => {
      transport.close();
    },
  };
}

/**
 * Without SMTP the messages are written as .eml files under `dir` (open them in any mail client) and a
 * log line names each one: the embedded default for one machine and for development.
 */
export function fileMailer(options: { dir: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to file (no SMTP_URL)');
    },
    close: () => {
      transport.close();
    },
  };
}
