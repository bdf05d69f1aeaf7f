import { createHash, randomBytes } from 'node:crypto';
import type { SmsSender } from './sms.ts';

/** The gateway's production address (SMSbrána.cz, "SMS Connect" HTTP API). */
export const SMSBRANA_API_URL = 'https://api.smsbrana.cz/smsconnect/http.php';

export interface SmsBranaSettings {
  login: string;
  password: string;
  /** Another endpoint (tests: the local fake); default SMSBRANA_API_URL. */
  apiUrl?: string;
  /** How long one call may take (default 10 s); a timeout throws, and the queue retries. */
  timeoutMs?: number;
}

/** SMS Connect's `err` codes (its documentation, "Chybové kódy"); 0 is success. */
const ERRORS: Record<string, string> = {
  '-1': 'duplicate user_id',
  '1': 'unknown error',
  '2': 'invalid login',
  '3': 'invalid hash or password',
  '4': 'invalid time (clock difference)',
  '5': 'IP address not allowed',
  '6': 'invalid action',
  '7': 'salt already used today',
  '8': 'no database connection',
  '9': 'insufficient credit',
  '10': 'invalid recipient number',
  '11': 'empty message',
  '12': 'message too long',
};

/** `20261125T151204`: the `time` of the hashed sign-in (the gateway's own format, UTC here). */
function gatewayTime(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** `+420 777 123 456` → `420777123456`; a 9-digit Czech number gets 420 in front. */
export function gatewayNumber(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '').replace(/^00/, '');
  return digits.length === 9 ? `420${digits}` : digits;
}

/** The `<tag>value</tag>` of the gateway's small XML answer. */
function tag(xml: string, name: string): string | null {
  return new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml)?.[1] ?? null;
}

/**
 * SMSbrána.cz over its HTTP API (docs/decisions/0030): `action=send_sms` with the hashed sign-in
 * (`login`, `time`, `sul` a random salt, `auth` = md5(password + time + sul), so the password never
 * travels), `number`, `message`, `unicode=1` (Czech diacritics kept). The answer is XML
 * `<result><err>0</err>…<sms_id>…</sms_id></result>`; any other `err`, an HTTP error or no answer throws,
 * and the deliver job's queue retries it.
 */
export function smsBrana(settings: SmsBranaSettings, now: () => Date = () => new Date()): SmsSender {
  const url = settings.apiUrl ?? SMSBRANA_API_URL;
  return {
    name: 'smsbrana',
    async send(message) {
      const time = gatewayTime(now());
      const sul = randomBytes(8).toString('hex');
      const body = new URLSearchParams({
        action: 'send_sms',
        login: settings.login,
        time,
        sul,
        auth: createHash('md5')
          .update(settings.password + time + sul)
          .digest('hex'),
        number: gatewayNumber(message.to),
        message: message.text,
        unicode: '1',
      });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const xml = await res.text();
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
      const err = tag(xml, 'err');
      if (err === null) throw new Error('SMS gateway answered without a result');
      if (err !== '0') throw new Error(`SMS gateway error ${err}: ${ERRORS[err] ?? 'unknown error'}`);
    },
  };
}
