import path from 'node:path';
import type { Config } from '../../config.ts';
import { fileMailer, smtpMailer, type Mailer } from './mailer.ts';

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: { info(obj: object, msg: string): void },
): Mailer {
  return config.smtpUrl
    ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : fileMailer({ dir: path.join(config.dataDir, 'mail'), from: config.mailFrom, logger });
}
