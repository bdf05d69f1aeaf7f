import path from 'node:path';
import { fileSms, type SmsSender } from './sms.ts';
import { smsBrana, type SmsBranaSettings } from './smsbrana.ts';

export type { SmsSender, SmsMessage } from './sms.ts';

/** SMS_PROVIDER: `file` (the default: text files under DATA_DIR/sms) or `smsbrana` with its credentials. */
export interface SmsConfig {
  provider: 'file' | 'smsbrana';
  smsbrana: SmsBranaSettings | null;
}

/** The SMS adapter the configuration chose. */
export function createSmsSender(config: { sms: SmsConfig; dataDir: string }, logger: { info(obj: object, msg: string): void }): SmsSender {
  if (config.sms.provider === 'smsbrana' && config.sms.smsbrana) return smsBrana(config.sms.smsbrana);
  return fileSms({ dir: path.join(config.dataDir, 'sms'), logger });
}
