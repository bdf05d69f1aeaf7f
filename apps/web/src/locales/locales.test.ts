import { SIDE_MENU, USER_MENU } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, RESOURCES } from '../lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(resource: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      resource,
    );
}

describe('locales', () => {
  it.each(NAMESPACES)('has the same keys in Czech and English (%s)', (ns) => {
    expect(keys(RESOURCES.cs[ns]).sort()).toEqual(keys(RESOURCES.en[ns]).sort());
  });

  it('has no empty texts', () => {
    for (const lang of ['cs', 'en'] as const) {
      for (const ns of NAMESPACES) {
        for (const key of keys(RESOURCES[lang][ns])) expect(lookup(RESOURCES[lang][ns], key), `${lang}:${ns}.${key}`).not.toBe('');
      }
    }
  });

  it('names every menu item and group of the domain', () => {
    for (const lang of ['cs', 'en'] as const) {
      for (const item of SIDE_MENU) {
        expect(typeof lookup(RESOURCES[lang].nav, `items.${item.key}`), `${lang} items.${item.key}`).toBe('string');
        if (item.group) expect(typeof lookup(RESOURCES[lang].nav, `groups.${item.group}`)).toBe('string');
      }
      for (const item of USER_MENU) {
        expect(typeof lookup(RESOURCES[lang].nav, `userMenu.${item.key}`), `${lang} userMenu.${item.key}`).toBe('string');
      }
    }
  });
});

/** Every source file of the app (not tests), as text. */
const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `t('key')`, `tv('key')`, `i18n.t('key')` with a literal key (template keys are checked where they are built). */
const T_CALL = /\b(?:i18n\.)?t[a-z]?\(\s*'([^'\n]+)'/g;

function exists(lang: 'cs' | 'en', ns: string, key: string): boolean {
  const resource = (RESOURCES[lang] as Record<string, object | undefined>)[ns];
  if (!resource) return false;
  return [key, `${key}_one`, `${key}_other`].some((k) => lookup(resource, k) !== undefined);
}

describe('the keys the app uses (issue 17 §13)', () => {
  it('exist in Czech and in English, in a namespace the file uses', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [file, source] of Object.entries(SOURCES)) {
      const namespaces = new Set<string>(['common']);
      for (const [, list] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
        for (const [, ns] of (list ?? '').matchAll(/'([^']+)'/g)) namespaces.add(ns!);
      for (const [, ns] of source.matchAll(/\bns:\s*'([^']+)'/g)) namespaces.add(ns!);
      for (const [, raw] of source.matchAll(T_CALL)) {
        const [ns, key] = raw!.includes(':') ? (raw!.split(':', 2) as [string, string]) : [null, raw!];
        // A helper handed another file's `t` (no useTranslation of its own): the key is in some namespace.
        const own = source.includes('useTranslation(') ? [...namespaces] : [...NAMESPACES];
        const candidates = ns ? [ns] : own;
        checked += 1;
        for (const lang of ['cs', 'en'] as const)
          if (!candidates.some((n) => exists(lang, n, key))) missing.push(`${file}: ${lang} ${raw} (${candidates.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(500); // the walk found the app's calls
  });
});
