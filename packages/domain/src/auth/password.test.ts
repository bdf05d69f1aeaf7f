import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordStrength, PASSWORD_MIN_LENGTH } from './password.ts';
import { ZRegistrationForm, ZRegistrationRequest } from './schemas.ts';

describe('password strength', () => {
  it.each([
    ['', 'prompt'],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'medium'],
    ['Abcdefg1', 'medium'],
    ['Abcdefg1!', 'strong'],
    ['correct horse battery', 'medium'],
  ])('%j is %s', (pw, strength) => {
    expect(passwordStrength(pw)).toBe(strength);
  });

  it('anything shorter than the minimum is weak, and adding characters never weakens', () => {
    const order = ['prompt', 'weak', 'medium', 'strong'];
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 5 }), (pw, more) => {
        if (pw.length > 0 && pw.length < PASSWORD_MIN_LENGTH) expect(passwordStrength(pw)).toBe('weak');
        expect(order.indexOf(passwordStrength(pw + more))).toBeGreaterThanOrEqual(Math.min(order.indexOf(passwordStrength(pw)), 1));
      }),
    );
  });
});

describe('registration schemas', () => {
  const ok = { name: 'Jana', email: 'Jana@Example.cz', password: 'Secret-123', passwordAgain: 'Secret-123', terms: true };
  const codes = (v: unknown) => ZRegistrationForm.safeParse(v).error?.issues.map((i) => i.message) ?? [];

  it('accepts a complete form', () => {
    expect(codes(ok)).toEqual([]);
  });
  it('asks for every field, matching passwords and the terms', () => {
    expect(codes({ ...ok, name: ' ' })).toContain('FILL_EVERY_FIELD');
    expect(codes({ ...ok, passwordAgain: 'Secret-124' })).toEqual(['PASSWORDS_DONT_MATCH']);
    expect(codes({ ...ok, terms: false })).toEqual(['TERMS_REQUIRED']);
  });
  it('normalises e-mail and language for the API', () => {
    const parsed = ZRegistrationRequest.parse({ email: ' Jana@Example.CZ ', password: 'Secret-123', name: 'Jana', language: 'CZ' });
    expect(parsed).toMatchObject({ email: 'jana@example.cz', language: 'cs' });
  });
});
