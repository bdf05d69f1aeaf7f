import type { Language } from '@vozka/domain';
import { renderEmailLayout } from './email-layout.ts';
import { registerTexts, text } from './i18n.ts';

interface AccountEmail {
  subject: string;
  /** `{name}` is the recipient's name. */
  greeting: string;
  paragraphs: readonly string[];
  button: string;
  footnote: string;
}

/** The account e-mails in cs and en; `{link}` becomes the button (and a line in the text version). */
const EMAILS = {
  verifyRegistration: {
    en: {
      subject: 'Confirm your Vozka registration',
      greeting: 'Hello {name},',
      paragraphs: ['please confirm your registration by opening this link (valid for 24 hours).'],
      button: 'Confirm registration',
      footnote: 'If you did not register, ignore this e-mail.',
    },
    cs: {
      subject: 'Potvrďte registraci do Vozky',
      greeting: 'Dobrý den, {name},',
      paragraphs: ['potvrďte prosím registraci otevřením tohoto odkazu (platí 24 hodin).'],
      button: 'Potvrdit registraci',
      footnote: 'Pokud jste se neregistrovali, tento e-mail ignorujte.',
    },
  },
  alreadyRegistered: {
    en: {
      subject: 'Someone tried to register with your e-mail',
      greeting: 'Hello {name},',
      paragraphs: [
        'someone (perhaps you) tried to register a Vozka account with this e-mail address, which already has one. Nothing was changed.',
        'If you forgot your password, set a new one here.',
      ],
      button: 'Set a new password',
      footnote: 'If it was not you, you need not do anything.',
    },
    cs: {
      subject: 'Někdo se pokusil registrovat s vaším e-mailem',
      greeting: 'Dobrý den, {name},',
      paragraphs: [
        'někdo (možná vy) se pokusil založit účet ve Vozce s touto e-mailovou adresou, která už účet má. Nic se nezměnilo.',
        'Pokud jste zapomněli heslo, nastavte si nové zde.',
      ],
      button: 'Nastavit nové heslo',
      footnote: 'Pokud jste to nebyli vy, nemusíte nic dělat.',
    },
  },
  resetPassword: {
    en: {
      subject: 'Set a new Vozka password',
      greeting: 'Hello {name},',
      paragraphs: ['to set a new password open this link (valid for 60 minutes).'],
      button: 'Set a new password',
      footnote: 'If you did not ask for it, ignore this e-mail; your password stays as it is.',
    },
    cs: {
      subject: 'Nastavení nového hesla do Vozky',
      greeting: 'Dobrý den, {name},',
      paragraphs: ['nové heslo si nastavíte otevřením tohoto odkazu (platí 60 minut).'],
      button: 'Nastavit nové heslo',
      footnote: 'Pokud jste o změnu nežádali, tento e-mail ignorujte; heslo zůstává beze změny.',
    },
  },
  invite: {
    en: {
      subject: 'Your Vozka account is ready',
      greeting: 'Hello {name},',
      paragraphs: [
        'an account in Vozka has been created for you. Set your password by opening this link (valid for 7 days).',
        'Then sign in with this e-mail address and the new password.',
      ],
      button: 'Set your password',
      footnote: 'If you did not expect this account, ignore this e-mail.',
    },
    cs: {
      subject: 'Váš účet ve Vozce je připraven',
      greeting: 'Dobrý den, {name},',
      paragraphs: [
        've Vozce pro vás byl založen účet. Heslo si nastavíte otevřením tohoto odkazu (platí 7 dní).',
        'Potom se přihlaste touto e-mailovou adresou a novým heslem.',
      ],
      button: 'Nastavit heslo',
      footnote: 'Pokud jste tento účet nečekali, e-mail ignorujte.',
    },
  },
} as const satisfies Record<string, Record<Language, AccountEmail>>;

// One namespace per e-mail, so its texts render through i18next like every other text of the API.
for (const [kind, texts] of Object.entries(EMAILS)) registerTexts(`account.${kind}`, texts);

export type EmailKind = keyof typeof EMAILS;

/** An account e-mail as subject, text and HTML (the name escaped in the HTML). */
export function renderEmail(kind: EmailKind, lang: Language, vars: { name: string; link: string }) {
  const t: AccountEmail = EMAILS[kind][lang];
  return renderEmailLayout(lang, {
    subject: t.subject,
    // i18next inserts the name as it is (a name like "$&" is no replacement pattern); the layout escapes it.
    greeting: text(lang, `account.${kind}`, 'greeting', { name: vars.name }),
    paragraphs: t.paragraphs,
    links: [{ label: t.button, url: vars.link }],
    footnote: t.footnote,
  });
}
