import { MESSAGES } from '@vozka/domain';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredTexts } from './i18n.ts';

// Every locale file of the API (their texts register on import).
const files = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'i18n.ts',
);
beforeAll(async () => {
  for (const file of files) await import(`./${file}`);
});

/** `[key, text]` of every leaf of a texts object. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** The keys without their plural forms (Czech has `few`, English has not). */
const keysOf = (entries: [string, string][]) => [...new Set(entries.map(([k]) => k.replace(/[._](zero|one|two|few|many|other)$/, '')))];

/**
 * Words a Czech text may share with the English one (names, brands, codes, loanwords). A text the same in
 * both languages passes only when all its words are here.
 */
const SAME_IN_BOTH = new Set(
  [
    'vozka',
    'standard',
    'business',
    'van',
    'minibus',
    'logo',
    'e-mail',
    'email',
    'pdf',
    'sms',
    'xlsx',
    'csv',
    'iban',
    'swift',
    'bic',
    'dph',
    'ičo',
    'dič',
    'id',
    'ok',
    'kč',
    'czk',
    'eur',
    'km',
    'min',
    'gps',
    'url',
    'www',
    'stripe',
    'isdoc',
    'qr',
    'model',
    'online',
    'transfer',
    'web',
  ].map((w) => w.toLowerCase()),
);

/** The words of a text, without `{placeholders}`, HTML tags, numbers and punctuation. */
const words = (text: string) =>
  text
    .replace(/\{\{?\w+\}?\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((w) => w.length > 0 && w !== '-');

/** English words that never belong in a Czech sentence (grep-level). */
const ENGLISH = /\b(the|and|your|you|please|with|from|not|has|have|been|was|were|this|that|of|for|is|are|until|valid)\b/i;

const catalogues = (): [string, { cs: object; en: object }][] => [
  ['messages (@vozka/domain)', { cs: mapValues('cs'), en: mapValues('en') }],
  ...registeredTexts().entries(),
];

function mapValues(lang: 'cs' | 'en'): object {
  return Object.fromEntries(Object.entries(MESSAGES).map(([code, texts]) => [code, texts[lang]]));
}

describe("the API's message catalogues (issue 17 §13)", () => {
  it('load every locale file and find their namespaces', () => {
    expect(files.length).toBeGreaterThan(3);
    expect([...registeredTexts().keys()]).toContain('suggestions');
  });

  it('have every key in Czech and in English, none empty', () => {
    for (const [ns, texts] of catalogues()) {
      const cs = leaves(texts.cs);
      const en = leaves(texts.en);
      expect(keysOf(cs), ns).toEqual(keysOf(en));
      for (const [key, text] of [...cs, ...en]) expect(text.trim(), `${ns}:${key}`).not.toBe('');
    }
  });

  it('answer a Czech caller in Czech: no sentence the same as in English, no English word in it', () => {
    const problems: string[] = [];
    for (const [ns, texts] of catalogues()) {
      const en = new Map(leaves(texts.en));
      for (const [key, cs] of leaves(texts.cs)) {
        const foreign = words(cs).filter((w) => !SAME_IN_BOTH.has(w));
        if (cs === en.get(key) && foreign.length > 0) problems.push(`${ns}:${key} is English in Czech: "${cs}"`);
        else if (ENGLISH.test(cs.replace(/\{\{?\w+\}?\}/g, ' ').replace(/<[^>]*>/g, ' ')))
          problems.push(`${ns}:${key} has an English word: "${cs}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
