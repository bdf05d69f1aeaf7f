import { describe, expect, it } from 'vitest';
import { blogRecipientsOf, readsBlog, ZBlogArticleInput } from './contracts.ts';

describe('blog readers (docs/decisions/0027)', () => {
  it.each([
    [['ADMIN'], ['DRIVERS', 'CLIENTS_AND_PASSENGERS'], false],
    [['FLEET_MANAGER'], ['DRIVERS'], true],
    [['DRIVER'], ['DRIVERS'], true],
    [['CUSTOMER'], ['CLIENTS_AND_PASSENGERS'], true],
    [['PASSENGER'], ['CLIENTS_AND_PASSENGERS'], true],
    [['DRIVER', 'CUSTOMER'], ['DRIVERS', 'CLIENTS_AND_PASSENGERS'], true],
    [[], [], false],
  ])('%j reads %j', (roles, kinds, reader) => {
    expect(blogRecipientsOf(roles)).toEqual(kinds);
    expect(readsBlog(roles)).toBe(reader);
  });
});

describe('ZBlogArticleInput', () => {
  const issues = (value: unknown) => {
    const result = ZBlogArticleInput.safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('needs a heading and a recipient type', () => {
    expect(issues({ text: 'x' })).toEqual({ heading: 'BLOG_HEADING_REQUIRED', recipientType: 'BLOG_RECIPIENT_REQUIRED' });
    expect(issues({ heading: '   ', recipientType: 'DRIVERS' })).toEqual({ heading: 'BLOG_HEADING_REQUIRED' });
    expect(issues({ heading: 'x'.repeat(201), recipientType: 'DRIVERS' })).toEqual({ heading: 'BLOG_HEADING_TOO_LONG' });
    expect(issues({ heading: 'x', recipientType: 'EVERYONE' })).toEqual({ recipientType: 'BLOG_RECIPIENT_REQUIRED' });
    expect(issues({ heading: 'x', recipientType: 'DRIVERS', date: '2026-11-20' })).toEqual({ date: 'INVALID_INPUT' });
  });

  it('trims the heading, defaults the text and the date', () => {
    expect(ZBlogArticleInput.parse({ heading: ' News ', recipientType: 'DRIVERS' })).toEqual({
      heading: 'News',
      text: '',
      recipientType: 'DRIVERS',
      date: null,
    });
    expect(ZBlogArticleInput.parse({ heading: 'N', recipientType: 'DRIVERS', date: '2026-11-20T10:00:00+01:00' }).date).toBe(
      '2026-11-20T10:00:00+01:00',
    );
  });
});
