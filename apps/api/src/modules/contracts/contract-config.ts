import { z } from 'zod';

/**
 * The transport contract's settings (spec §9 "Contract view"; docs/api/rides.md "Contract data"), read from
 * the environment once per app start; a bad value stops the start like config.ts does.
 */
export interface ContractConfig {
  /**
   * The spec's old contract view: the price always "0 Kč" and the payment method always invoice. Off by
   * default (the agreed client price, or "according to the price list", and the ride's real payment
   * type); `CONTRACT_FIXED_DISPLAY=1` turns it on.
   */
  fixedDisplay: boolean;
  /**
   * The company that arranges the ride between customer and carrier: the same on every contract. From the
   * CONTRACT_INTERMEDIARY_* variables when set (`intermediaryFromEnv`); else the saved company details
   * stand in for it (docs/decisions/0032), and these demo details only until ADMIN saves them.
   */
  intermediaryFromEnv?: boolean;
  intermediary: {
    name: string;
    address: string;
    companyId: string;
    vatId: string;
    phone: string;
    email: string;
  };
}

/** The demo operator's details: used when no CONTRACT_INTERMEDIARY_* variable is set. */
export const DEMO_INTERMEDIARY: ContractConfig['intermediary'] = {
  name: 'Vozka Dispečink s.r.o.',
  address: 'Na Poříčí 1041/12, 110 00 Praha 1',
  companyId: '27458211',
  vatId: 'CZ27458211',
  phone: '+420 222 111 000',
  email: 'dispecink@vozka.cz',
};

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);

/** Each intermediary detail: its variable and its format. */
const INTERMEDIARY_VARS = {
  name: ['CONTRACT_INTERMEDIARY_NAME', text(200)],
  address: ['CONTRACT_INTERMEDIARY_ADDRESS', text(300)],
  companyId: [
    'CONTRACT_INTERMEDIARY_COMPANY_ID',
    z
      .string()
      .trim()
      .regex(/^\d{8}$/, 'expected 8 digits (IČO)'),
  ],
  vatId: [
    'CONTRACT_INTERMEDIARY_VAT_ID',
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'expected a country code and 2–13 letters or digits (DIČ), e.g. CZ12345678'),
  ],
  phone: [
    'CONTRACT_INTERMEDIARY_PHONE',
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()/-]{5,24}$/, 'expected a phone number, e.g. +420 222 111 000'),
  ],
  email: ['CONTRACT_INTERMEDIARY_EMAIL', z.string().trim().pipe(z.email('expected an e-mail address'))],
} as const satisfies Record<keyof ContractConfig['intermediary'], readonly [string, z.ZodType<string>]>;

type IntermediaryKey = keyof typeof INTERMEDIARY_VARS;
const INTERMEDIARY_KEYS = Object.keys(INTERMEDIARY_VARS) as IntermediaryKey[];

/**
 * The intermediary from CONTRACT_INTERMEDIARY_*: none set (or all empty) → the demo details; some set →
 * all six are needed, each in its format, so a contract never mixes real and demo details.
 */
function intermediaryOf(env: NodeJS.ProcessEnv): { value?: ContractConfig['intermediary']; problems: string[] } {
  const given = INTERMEDIARY_KEYS.filter((k) => (env[INTERMEDIARY_VARS[k][0]] ?? '').trim() !== '');
  if (given.length === 0) return { value: DEMO_INTERMEDIARY, problems: [] };
  const problems: string[] = [];
  const value = {} as ContractConfig['intermediary'];
  for (const key of INTERMEDIARY_KEYS) {
    const [name, schema] = INTERMEDIARY_VARS[key];
    const raw = (env[name] ?? '').trim();
    if (raw === '') {
      problems.push(`${name}: missing (set all six CONTRACT_INTERMEDIARY_* variables, or none for the demo details)`);
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) value[key] = parsed.data;
    else problems.push(`${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}, got "${raw}"`);
  }
  return problems.length > 0 ? { problems } : { value, problems };
}

/** The settings from the environment; every bad value is named in the one error that stops the start. */
export function contractConfig(env: NodeJS.ProcessEnv = process.env): ContractConfig {
  const problems: string[] = [];
  const flag = (env.CONTRACT_FIXED_DISPLAY ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'false', 'true'].includes(flag)) {
    problems.push(`CONTRACT_FIXED_DISPLAY: expected 0 or 1, got "${env.CONTRACT_FIXED_DISPLAY}"`);
  }
  const intermediary = intermediaryOf(env);
  problems.push(...intermediary.problems);
  if (problems.length > 0 || !intermediary.value) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    fixedDisplay: flag === '1' || flag === 'true',
    intermediaryFromEnv: intermediary.value !== DEMO_INTERMEDIARY,
    intermediary: intermediary.value,
  };
}
