import { afterEach, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../test/mail-catcher.ts';
import { smtpMailer, type Mailer } from './mailer.ts';

const message = (n: number) => ({ to: `person${n}@example.test`, subject: `Message ${n}`, text: `Body ${n}` });

describe('smtpMailer', () => {
  let mailer: Mailer | undefined;
  afterEach(() => mailer?.close());

  it('sends one message after another over one SMTP connection, and at once over a few', async () => {
    const catcher = await startMailCatcher();
    mailer = smtpMailer({ url: catcher.url, from: 'Vozka <noreply@vozka.test>' });
    for (let n = 0; n < 5; n++) await mailer.send(message(n));
    expect(catcher.messages.map((m) => m.subject)).toEqual([0, 1, 2, 3, 4].map((n) => `Message ${n}`));
    expect(catcher.connections()).toBe(1);
    await Promise.all([5, 6, 7, 8, 9, 10, 11, 12].map((n) => mailer!.send(message(n))));
    expect(catcher.messages).toHaveLength(13);
    expect(catcher.connections()).toBeLessThanOrEqual(5);
    mailer.close();
    await catcher.close();
  });

  it('connects again when the server closed the connection it kept (a restart)', async () => {
    const first = await startMailCatcher();
    mailer = smtpMailer({ url: first.url, from: 'Vozka <noreply@vozka.test>' });
    await mailer.send(message(1));
    await first.close();
    await expect(mailer.send(message(2))).rejects.toThrow(/ECONNREFUSED|closed/i);
    const second = await startMailCatcher(first.port);
    await mailer.send(message(3));
    expect(second.messages.map((m) => m.subject)).toEqual(['Message 3']);
    mailer.close();
    await second.close();
  });
});
