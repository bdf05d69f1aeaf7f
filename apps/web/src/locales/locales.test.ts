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
