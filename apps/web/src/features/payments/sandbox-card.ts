import { SANDBOX_CARDS, type TSandboxCard } from '@vozka/domain';

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardValues, 'cardNumber' | 'expiry' | 'cvc'>>;

/** The test cards in the order the form lists them, with the key of what each does. */
export const TEST_CARDS = (Object.keys(SANDBOX_CARDS) as (keyof typeof SANDBOX_CARDS)[]).map((key) => ({
  key,
  number: SANDBOX_CARDS[key],
}));

/** "4242424242424242" as people write it: "4242 4242 4242 4242". */
export function groupCardNumber(number: string): string {
  return number.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The card as the sandbox confirm call takes it, or the fields that are not filled in right (the
 * server decides whether the card is valid, expired or declined).
 */
export function parseCard(values: CardValues): { card: TSandboxCard } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const cardNumber = values.cardNumber.replace(/[\s-]+/g, '');
  if (!/^\d{12,19}$/.test(cardNumber)) errors.cardNumber = 'cardNumber';
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(values.expiry.trim());
  const expMonth = Number(expiry?.[1]);
  const year = Number(expiry?.[2]);
  if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = 'expiry';
  const cvc = values.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvc';
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { cardNumber, expMonth, expYear: year < 100 ? 2000 + year : year, cvc } };
}
