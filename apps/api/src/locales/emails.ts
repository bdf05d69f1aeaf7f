import type { Language } from '@vozka/domain';

/** E-mail texts in cs and en. `{link}` and `{name}` are filled in by `renderEmail`. */
const EMAILS = {
  verifyRegistration: {
    en: {
      subject: 'Confirm your Vozka registration',
      body: 'Hello {name},\n\nplease confirm your registration by opening this link (valid for 24 hours):\n{link}\n\nIf you did not register, ignore this e-mail.\n\nVozka',
    },
    cs: {
      subject: 'Potvrďte registraci do Vozky',
      body: 'Dobrý den, {name},\n\npotvrďte prosím registraci otevřením tohoto odkazu (platí 24 hodin):\n{link}\n\nPokud jste se neregistrovali, tento e-mail ignorujte.\n\nVozka',
    },
  },
  alreadyRegistered: {
    en: {
      subject: 'Someone tried to register with your e-mail',
      body: 'Hello {name},\n\nsomeone (perhaps you) tried to register a Vozka account with this e-mail address, which already has one. Nothing was changed.\nIf you forgot your password, set a new one here:\n{link}\n\nVozka',
    },
    cs: {
      subject: 'Někdo se pokusil registrovat s vaším e-mailem',
      body: 'Dobrý den, {name},\n\nněkdo (možná vy) se pokusil založit účet ve Vozce s touto e-mailovou adresou, která už účet má. Nic se nezměnilo.\nPokud jste zapomněli heslo, nastavte si nové zde:\n{link}\n\nVozka',
    },
  },
  resetPassword: {
    en: {
      subject: 'Set a new Vozka password',
      body: 'Hello {name},\n\nto set a new password open this link (valid for 60 minutes):\n{link}\n\nIf you did not ask for it, ignore this e-mail; your password stays as it is.\n\nVozka',
    },
    cs: {
      subject: 'Nastavení nového hesla do Vozky',
      body: 'Dobrý den, {name},\n\nnové heslo si nastavíte otevřením tohoto odkazu (platí 60 minut):\n{link}\n\nPokud jste o změnu nežádali, tento e-mail ignorujte; heslo zůstává beze změny.\n\nVozka',
    },
  },
  invite: {
    en: {
      subject: 'Your Vozka account is ready',
      body: 'Hello {name},\n\nan account in Vozka has been created for you. Set your password by opening this link (valid for 7 days):\n{link}\n\nThen sign in with this e-mail address and the new password.\n\nVozka',
    },
    cs: {
      subject: 'Váš účet ve Vozce je připraven',
      body: 'Dobrý den, {name},\n\nve Vozce pro vás byl založen účet. Heslo si nastavíte otevřením tohoto odkazu (platí 7 dní):\n{link}\n\nPotom se přihlaste touto e-mailovou adresou a novým heslem.\n\nVozka',
    },
  },
} as const satisfies Record<string, Record<Language, { subject: string; body: string }>>;

export type EmailKind = keyof typeof EMAILS;

export function renderEmail(kind: EmailKind, lang: Language, vars: { name: string; link: string }) {
  const t = EMAILS[kind][lang];
  // Function replacers: a name like "$&" must not be read as a replacement pattern.
  return { subject: t.subject, text: t.body.replace('{name}', () => vars.name).replace('{link}', () => vars.link) };
}
