import type { Language, NotificationSituation, RideStatus, RideType } from '@vozka/domain';
import { contractTexts } from './contract.ts';
import cs from './cs/rideEmails.json';
import en from './en/rideEmails.json';
import { textNamespace } from './i18n.ts';

/**
 * Texts of the ride e-mails and SMS (issue 14 §2, docs/decisions/0029) in cs and en (./cs, ./en), through
 * i18next. `staff` is ADMIN, the fleet manager and the driver; `client` the customer and the passenger.
 * `{id}` is the ride number, `{date}` its pick-up time in Prague, `{driver}` the driver's name, `{url}` a
 * link (SMS only).
 */
export type Audience = 'staff' | 'client';

type RideEmailStrings = Omit<typeof cs, 'situations' | 'types' | 'statuses' | 'fields'> & {
  situations: Record<NotificationSituation, Record<'subject' | 'intro', Record<Audience, string>>>;
  types: Record<RideType, string>;
  statuses: Record<RideStatus, string>;
  fields: Record<string, string>;
};

const RIDE_EMAILS = textNamespace<RideEmailStrings>('rideEmails', { cs, en });

/** The ride e-mail texts, with the payment methods and colours of the transport contract (the same words). */
export function rideEmailTexts(lang: Language) {
  const { payment, colors } = contractTexts(lang);
  return { ...RIDE_EMAILS.texts(lang), payment, colors };
}
export type RideEmailTexts = ReturnType<typeof rideEmailTexts>;

/** A ride e-mail text with its `{placeholders}` filled (`situations.DONE.subject.client`, `sms.ON_THE_WAY` …). */
export const rideEmailText = RIDE_EMAILS.text;
