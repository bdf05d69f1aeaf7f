import type { Language } from './language.ts';
import account from './messages/account.json';
import billing from './messages/billing.json';
import board from './messages/board.json';
import fleet from './messages/fleet.json';
import rideImport from './messages/import.json';
import rides from './messages/rides.json';
import apiKeys from './messages/api-keys.json';
import calendar from './messages/calendar.json';
import webhooks from './messages/webhooks.json';
import flights from './messages/flights.json';

/** A text, or its plural forms by CLDR category (`other` always; Czech also `few`), for one language. */
export type MessageText = string | { one: string; few?: string; many?: string; other: string };

/** A message's texts; `count` names the parameter whose number chooses the plural form. */
export type MessageTexts = Record<Language, MessageText> & { count?: string };

/**
 * Messages the server sends and the web shows, keyed by a stable code (the `code` of an error body).
 * English texts are the spec's wording (§5, §8); Czech texts are the product's. One file per area in
 * ./messages: account (sign-in, registration, passwords, users), fleet (vehicles, files, services,
 * payments and cards), rides (rides, places, pricing, tracking, photos), board (blog, dashboard messages,
 * send-notification), billing (reports, deliveries, send-message, invoices, company details: docs/api/billing.md,
 * docs/decisions/0032) and import (issue 16 §1, docs/api/rides.md "Import").
 */
export const MESSAGES = {
  ...account,
  ...fleet,
  ...rides,
  ...board,
  ...billing,
  ...rideImport,
  ...apiKeys,
  ...calendar,
  ...webhooks,
  ...flights,
} satisfies Record<string, MessageTexts>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code);
}

/** The shape of every error answer of the API. */
export interface ErrorBody {
  message: string;
  code: string; // a MessageCode, or a framework's own code passed through
  fields?: Record<string, string>;
}
