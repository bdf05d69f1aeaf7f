import { describe, expect, it } from 'vitest';
import { ZNullableText } from './text.ts';

describe('ZNullableText', () => {
  const note = ZNullableText(5, 'NOTE_TOO_LONG', 'INVALID_INPUT');

  it('trims the text and keeps empty, absent and null as null', () => {
    expect(note.parse('  abc ')).toBe('abc');
    expect(note.parse('   ')).toBeNull();
    expect(note.parse(undefined)).toBeNull();
    expect(note.parse(null)).toBeNull();
  });

  it('names its messages: too long, and no text at all', () => {
    expect(note.safeParse('abcdef').error?.issues[0]?.message).toBe('NOTE_TOO_LONG');
    expect(note.safeParse(42).error?.issues[0]?.message).toBe('INVALID_INPUT');
  });
});
