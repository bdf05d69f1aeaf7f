import { describe, expect, it } from 'vitest';
import { documentExpiryEmail, type DocumentExpiryFacts } from './reminders.ts';
import { registerTexts, text } from './i18n.ts';
import { renderEmail } from './emails.ts';

const facts = (daysLeft: number): DocumentExpiryFacts => ({
  name: 'Filip Flotila',
  kind: 'INSURANCE',
  fileType: null,
  owner: '1AB 2345',
  ownerIsVehicle: true,
  validUntil: '3. 12. 2026',
  daysLeft,
  overviewUrl: 'https://vozka.test/manage/vehicles',
});

describe('the API translates with i18next, with plurals', () => {
  it.each([
    [0, 'cs', 'končí dnes'],
    [1, 'cs', 'končí zítra'],
    [3, 'cs', 'končí za 3 dny'],
    [7, 'cs', 'končí za 7 dní'],
    [30, 'cs', 'končí za 30 dní'],
    [0, 'en', 'runs out today'],
    [1, 'en', 'runs out tomorrow'],
    [3, 'en', 'runs out in 3 days'],
    [30, 'en', 'runs out in 30 days'],
  ] as const)('%i days in %s: "%s"', (days, lang, expected) => {
    expect(documentExpiryEmail(lang, facts(days)).text).toContain(expected);
  });

  it('fills placeholders with the value as it is, never as a pattern, and escapes it only in HTML', () => {
    const mail = renderEmail('resetPassword', 'cs', { name: '$& <b>Jana</b>', link: 'https://vozka.test/reset' });
    expect(mail.text).toContain('Dobrý den, $& <b>Jana</b>,');
    expect(mail.html).toContain('$&amp; &lt;b&gt;Jana&lt;/b&gt;');
  });

  it('answers a missing key as the key, so a test sees it', () => {
    registerTexts('probe', { cs: { a: 'á' }, en: { a: 'a' } });
    expect(text('cs', 'probe', 'a')).toBe('á');
    expect(text('en', 'probe', 'missing')).toBe('missing');
  });
});
