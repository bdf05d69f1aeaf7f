import {
  czkToHalere,
  isFinal,
  normalizeLanguage,
  type Language,
  type NotificationSituation,
  type PaymentType,
  type Role,
  type RideStatus,
  type VehicleColor,
} from '@vozka/domain';
import { renderEmailLayout, type EmailContent } from '../../locales/email-layout.ts';
import { rideEmailText, rideEmailTexts, type Audience, type RideEmailTexts } from '../../locales/ride-emails.ts';
import type { RideChange } from '../../shared/ride-events.ts';
import { formatPragueDateTime } from '../contracts/contract-pdf.ts';
import { formatCzk } from '../contracts/contracts.service.ts';
import type { MailUser, RideMailData } from './ride-mails.repository.ts';

/**
 * What one recipient's ride message says (./ride-mails.ts decides who gets which): the e-mail in the
 * recipient's language — subject, intro, the changes, the ride's rows and links as the role may see them —
 * or the SMS of a passenger known only by phone.
 */

/** The situation a status change is (the rest are none). */
export const STATUS_SITUATION: Partial<Record<RideStatus, NotificationSituation>> = {
  CANCELED_BY_CLIENT: 'CANCELED',
  CANCELED_BY_DRIVER: 'CANCELED',
  // An ADMIN deletes only rides not yet final: for the people of the ride it is cancelled.
  DELETED: 'CANCELED',
  ON_THE_WAY: 'ON_THE_WAY',
  ON_THE_PLACE: 'ON_THE_PLACE',
  DONE: 'DONE',
};

/** The person fields of a ride and the role each one names. */
export const PARTY_FIELDS = {
  fleetManagerId: 'FLEET_MANAGER',
  driverId: 'DRIVER',
  customerId: 'CUSTOMER',
  passengerId: 'PASSENGER',
} as const;
export const PERSON_FIELDS = new Set<string>(Object.keys(PARTY_FIELDS));
const DATE_FIELDS = new Set(['date', 'returnDate', 'timeOfArrival', 'onThePlaceTime', 'doneTime']);
const MONEY_FIELDS = new Set(['priceForClient', 'driverPrice']);
const BOOLEAN_FIELDS = new Set(['roundTrip', 'toAndBack', 'paid']);
export const ID_TEXT = /^\d{1,9}$/;

export const audienceOf = (role: Role): Audience => (role === 'CUSTOMER' || role === 'PASSENGER' ? 'client' : 'staff');

/** One recipient's message before rendering. */
export interface Draft {
  user: MailUser;
  role: Role;
  situation: NotificationSituation;
  changes: RideChange[];
  /** The person was taken off the ride by this write (a replaced driver …). */
  former?: boolean;
  /** A resend from the ride detail: the current state, no changes. */
  resend?: boolean;
}

export function languageOf(user: MailUser, data: RideMailData, role: Role): Language {
  // A passenger without an account never chose a language: its customer's, else Czech.
  if (role === 'PASSENGER' && !user.hasAccount) return normalizeLanguage(data.people.CUSTOMER?.language) ?? 'cs';
  return normalizeLanguage(user.language) ?? 'cs';
}

function valueText(field: string, value: string | null, data: RideMailData, t: RideEmailTexts, lang: Language): string {
  if (value === null || value === '') return t.empty;
  if (DATE_FIELDS.has(field)) return formatPragueDateTime(value, lang);
  if (MONEY_FIELDS.has(field) && Number.isFinite(Number(value))) return formatCzk(czkToHalere(Number(value)), lang);
  if (BOOLEAN_FIELDS.has(field)) return value === 'true' ? t.yes : t.no;
  const label = (texts: Record<string, string>) => (Object.hasOwn(texts, value) ? texts[value]! : value);
  if (field === 'type') return label(t.types);
  if (field === 'paymentType') return label(t.payment);
  if (field === 'status') return label(t.statuses);
  if (ID_TEXT.test(value)) {
    const id = Number(value);
    if (PERSON_FIELDS.has(field)) return data.names.users.get(id) ?? `#${value}`;
    if (field === 'vehicleId') return data.names.vehicles.get(id) ?? `#${value}`;
    if (field === 'vehicleOfferId') return data.names.offers.get(id)?.[lang] ?? `#${value}`;
  }
  return value;
}

function vehicleText(data: RideMailData, t: RideEmailTexts): string | null {
  const v = data.vehicle;
  if (!v) return null;
  const color = v.color ? t.colors[v.color as VehicleColor] : null;
  return [`${v.brand} ${v.model}`, color, v.plate].filter(Boolean).join(', ');
}

const pickupDate = (data: RideMailData, lang: Language) => formatPragueDateTime(data.ride.date.toISOString(), lang);

function detailRows(draft: Draft, data: RideMailData, t: RideEmailTexts, lang: Language): { label: string; value: string }[] {
  const { ride } = data;
  const { role, situation } = draft;
  const staff = audienceOf(role) === 'staff';
  const dispatch = role === 'ADMIN' || role === 'FLEET_MANAGER';
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: t.rows.ride, value: String(ride.id) },
    { label: t.rows.date, value: pickupDate(data, lang) },
    { label: t.rows.route, value: data.stops.map((s) => s.address).join('\n') || null },
  ];
  if (draft.former) return rows.filter((r): r is { label: string; value: string } => Boolean(r.value));
  const passenger = data.people.PASSENGER;
  rows.push(
    { label: t.rows.passenger, value: passenger ? [passenger.name, staff ? passenger.phone : null].filter(Boolean).join(', ') : null },
    { label: t.rows.customer, value: dispatch ? data.people.CUSTOMER?.name : null },
    { label: t.rows.persons, value: String(ride.persons) },
    {
      label: t.rows.flight,
      value: ride.flightNumber
        ? [ride.flightNumber, ride.flightArrival ? formatPragueDateTime(ride.flightArrival.toISOString(), lang) : null]
            .filter(Boolean)
            .join(', ')
        : null,
    },
    { label: t.rows.vehicleOffer, value: data.offerName?.[lang] },
    {
      label: t.rows.driver,
      value: data.people.DRIVER
        ? [data.people.DRIVER.name, role === 'DRIVER' ? null : data.people.DRIVER.phone].filter(Boolean).join(', ')
        : null,
    },
    { label: t.rows.vehicle, value: vehicleText(data, t) },
  );
  if (situation === 'DONE' || situation === 'ON_THE_PLACE')
    rows.push({
      label: t.rows.onThePlaceTime,
      value: ride.onThePlaceTime ? formatPragueDateTime(ride.onThePlaceTime.toISOString(), lang) : null,
    });
  if (situation === 'DONE')
    rows.push({ label: t.rows.doneTime, value: ride.doneTime ? formatPragueDateTime(ride.doneTime.toISOString(), lang) : null });
  const money = (halere: number | null) => (halere === null ? null : formatCzk(halere, lang));
  if (role !== 'DRIVER') rows.push({ label: t.rows.priceForClient, value: money(ride.clientPrice) });
  if (staff) rows.push({ label: t.rows.driverPrice, value: money(ride.driverPrice) });
  rows.push({ label: t.rows.paymentType, value: ride.paymentType ? t.payment[ride.paymentType as PaymentType] : null });
  if (situation === 'DONE' && !staff) rows.push({ label: t.rows.paid, value: ride.paid ? t.yes : t.no });
  if (situation === 'CANCELED') rows.push({ label: t.rows.cancelReason, value: ride.cancelReason });
  if (staff) rows.push({ label: t.rows.driverNote, value: ride.driverNote });
  rows.push({ label: t.rows.pickUpNote, value: ride.pickupNote }, { label: t.rows.meetingBoard, value: ride.meetingBoard });
  return rows.filter((r): r is { label: string; value: string } => Boolean(r.value));
}

const TRACKED: readonly NotificationSituation[] = ['ON_THE_WAY', 'APPROACHING', 'ON_THE_PLACE'];

/** Staff: the ride detail. Customers and passengers: tracking, contract and (due online) payment — never a driver's. */
function linksOf(draft: Draft, data: RideMailData, t: RideEmailTexts, publicUrl: string): { label: string; url: string }[] {
  const { ride } = data;
  if (draft.former) return [];
  if (audienceOf(draft.role) === 'staff') return [{ label: t.links.detail, url: `${publicUrl}/manage/drives/${ride.id}` }];
  const status = ride.status as RideStatus;
  const cancelled = draft.situation === 'CANCELED' || STATUS_SITUATION[status] === 'CANCELED';
  const tracking = { label: t.links.tracking, url: `${publicUrl}/${encodeURIComponent(ride.trackingSlug)}/track-your-driver` };
  const contract = { label: t.links.contract, url: `${publicUrl}/my-drive/${encodeURIComponent(ride.secretIdent)}` };
  const payment = { label: t.links.payment, url: `${publicUrl}/check-payment/drive/${encodeURIComponent(ride.paymentSecret)}` };
  if (cancelled) return [];
  const due = ride.paymentType === 'ONLINE' && !ride.paid ? [payment] : [];
  if (TRACKED.includes(draft.situation)) return [tracking, contract, ...due];
  return [...due, contract, ...(isFinal(status) ? [] : [tracking])];
}

/** The rendered e-mail of a draft: subject, text and HTML in the recipient's language. */
export function renderDraft(
  draft: Draft,
  data: RideMailData,
  publicUrl: string,
): { lang: Language; subject: string; text: string; html: string } {
  const lang = languageOf(draft.user, data, draft.role);
  const t = rideEmailTexts(lang);
  const audience = audienceOf(draft.role);
  const vars = { id: String(data.ride.id), date: pickupDate(data, lang), driver: data.people.DRIVER?.name ?? '' };
  const assigned =
    draft.role === 'DRIVER' &&
    draft.situation === 'CHANGE' &&
    draft.changes.some((c) => c.field === 'driverId' && c.newValue === String(draft.user.id));
  const intro = draft.former
    ? 'former'
    : assigned
      ? 'driverAssigned'
      : draft.resend && (draft.situation === 'CHANGE' || draft.situation === 'DRIVEWAY_CHANGE')
        ? 'resendChange'
        : `situations.${draft.situation}.intro.${audience}`;
  const content: EmailContent = {
    subject: rideEmailText(lang, `situations.${draft.situation}.subject.${audience}`, vars),
    greeting: draft.user.name ? rideEmailText(lang, 'greeting', { name: draft.user.name }) : t.greetingNoName,
    paragraphs: [rideEmailText(lang, intro, vars).replace(/ {2,}/g, ' ')],
    ...(draft.changes.length > 0
      ? {
          changes: {
            heading: t.changesHeading,
            items: draft.changes.map((c) => ({
              label: t.fields[c.field] ?? c.field,
              before: valueText(c.field, c.oldValue, data, t, lang),
              after: valueText(c.field, c.newValue, data, t, lang),
            })),
          },
        }
      : {}),
    rows: detailRows(draft, data, t, lang),
    links: linksOf(draft, data, t, publicUrl),
    footnote:
      draft.situation === 'DONE' && audience === 'client'
        ? t.summaryNote
        : audience === 'client'
          ? `${t.timesNote} ${t.contactNote}`
          : t.timesNote,
  };
  return { lang, ...renderEmailLayout(lang, content) };
}

/** The SMS of a passenger known only by phone (on the way, on the place). */
export function renderSms(draft: Draft, data: RideMailData, publicUrl: string): { lang: Language; text: string } | null {
  if (draft.situation !== 'ON_THE_WAY' && draft.situation !== 'ON_THE_PLACE') return null;
  const lang = languageOf(draft.user, data, draft.role);
  const v = data.vehicle;
  return {
    lang,
    text: rideEmailText(lang, `sms.${draft.situation}`, {
      driver: data.people.DRIVER?.name ?? '',
      vehicle: v ? ` (${v.brand} ${v.model}, ${v.plate})` : '',
      url: `${publicUrl}/${data.ride.trackingSlug}/track-your-driver`,
    }).replace(/ {2,}/g, ' '),
  };
}
