import { formatPragueFilterDate, SANDBOX_CARDS, type MessageCode } from '@vozka/domain';

/** What the sandbox's card form sends (card data of the built-in test mode only, never a real card). */
export interface SandboxCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Where a confirmation leaves the intent, and the card error (a message code) if any. */
export interface CardOutcome {
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  error: MessageCode | null;
}

const declined = (error: MessageCode): CardOutcome => ({ status: 'requires_payment_method', error });

/**
 * The sandbox's test cards, modelled on Stripe's (docs/api/payments.md): the number decides, once the
 * expiry (month 1–12, this month or later, two or four digits of the year) and the three-digit CVC are
 * valid. Any other number is an invalid card number.
 */
export function cardOutcome(card: SandboxCard, now: Date): CardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const known = (Object.values(SANDBOX_CARDS) as string[]).includes(number);
  if (!known) return declined('CARD_NUMBER_INVALID');
  const [year, month] = formatPragueFilterDate(now).slice(0, 7).split('-').map(Number) as [number, number];
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || expYear > year + 50)
    return declined('CARD_EXPIRY_INVALID');
  if (expYear < year || (expYear === year && card.expMonth < month)) return declined('CARD_EXPIRED');
  if (!/^\d{3}$/.test(card.cvc.trim())) return declined('CARD_CVC_INVALID');
  switch (number) {
    case SANDBOX_CARDS.success:
      return { status: 'succeeded', error: null };
    case SANDBOX_CARDS.declined:
      return declined('CARD_DECLINED');
    case SANDBOX_CARDS.insufficientFunds:
      return declined('CARD_INSUFFICIENT_FUNDS');
    default:
      return { status: 'requires_action', error: null };
  }
}
