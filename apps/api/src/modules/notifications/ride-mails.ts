import {
  czkToHalere,
  isFinal,
  normalizeLanguage,
  RIDE_COUNTERS,
  type Language,
  type NotificationSituation,
  type PaymentType,
  type Role,
  type RideStatus,
  type VehicleColor,
} from '@vozka/domain';
import type { Outgoing } from '../../adapters/outbox/outbox.ts';
import { renderEmailLayout, type EmailContent } from '../../locales/email-layout.ts';
import { rideEmailText, rideEmailTexts, type Audience, type RideEmailTexts } from '../../locales/ride-emails.ts';
import type { RideChange, RideEventJob } from '../../shared/ride-events.ts';
import { formatPragueDateTime } from '../contracts/contract-pdf.ts';
import { formatCzk } from '../contracts/contracts.service.ts';
import { hiddenFields, viewOf } from '../rides/ride-access.ts';
import type { MailUser, RideMailData } from './ride-mails.repository.ts';

/**
 * The ride e-mails (issue 14 §2, docs/decisions/0029): which situations a ride event is, who of the
 * ride's people gets one message about it (the settings table per situation and role), and what it says
 * in the recipient's language. Pure: the job and the resend call read the data and queue the result.
 */

/** A message's headline situation when a write is several at once: the first of these that applies. */
export const SITUATION_PRIORITY: readonly NotificationSituation[] = [
  'CANCELED',
  'DONE',
  'ON_THE_PLACE',
  'ON_THE_WAY',
  'APPROACHING',
  'CREATED',
  'FLEET_ASSIGNED',
  'DRIVEWAY_CHANGE',
  'CHANGE',
];

/** Recipients' roles in the order a person in two roles is served by the first (an admin who is also the fleet manager). */
const ROLE_ORDER = ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER'] as const satisfies readonly Role[];

const STATUS_SITUATION: Partial<Record<RideStatus, NotificationSituation>> = {
  CANCELED_BY_CLIENT: 'CANCELED',
  CANCELED_BY_DRIVER: 'CANCELED',
  // An ADMIN deletes only rides not yet final: for the people of the ride it is cancelled.
  DELETED: 'CANCELED',
  ON_THE_WAY: 'ON_THE_WAY',
  ON_THE_PLACE: 'ON_THE_PLACE',
  DONE: 'DONE',
};

/** What the trip is: every role that works with the ride acts on these. */
const TRIP_FIELDS = [
  'date',
  'returnDate',
  'type',
  'roundTrip',
  'toAndBack',
  'numberOfHours',
  'person',
  ...RIDE_COUNTERS,
  'flightNumber',
  'flightCompany',
  'timeOfArrival',
  'flightLabel',
  'vehicleOfferId',
  'vehicleCategory',
  'driverId',
  'vehicleId',
  'passengerId',
  'paymentType',
  'pickUpNote',
  'destinationNote',
  'meetingBoard',
];

/**
 * The fields a CHANGE tells each role about (what it acts on); the route is DRIVEWAY_CHANGE's and the
 * fleet FLEET_ASSIGNED's. The ride's visibility rules (`hiddenFields`) then take away what the role may
 * not see at all: a driver never the client price, a client never the driver price or the dispatching note.
 */
const ACTS_ON: Record<Role, ReadonlySet<string>> = {
  ADMIN: new Set([...TRIP_FIELDS, 'customerId', 'priceForClient', 'driverPrice', 'waiting', 'driverNote', 'clientNote', 'dispatchingNote']),
  FLEET_MANAGER: new Set([
    ...TRIP_FIELDS,
    'customerId',
    'priceForClient',
    'driverPrice',
    'waiting',
    'driverNote',
    'clientNote',
    'dispatchingNote',
  ]),
  DRIVER: new Set([...TRIP_FIELDS, 'driverPrice', 'driverNote']),
  CUSTOMER: new Set([...TRIP_FIELDS, 'priceForClient', 'clientNote']),
  PASSENGER: new Set([...TRIP_FIELDS, 'priceForClient', 'clientNote']),
};

const PARTY_FIELDS = { fleetManagerId: 'FLEET_MANAGER', driverId: 'DRIVER', customerId: 'CUSTOMER', passengerId: 'PASSENGER' } as const;
const PERSON_FIELDS = new Set<string>(Object.keys(PARTY_FIELDS));
const DATE_FIELDS = new Set(['date', 'returnDate', 'timeOfArrival', 'onThePlaceTime', 'doneTime']);
const MONEY_FIELDS = new Set(['priceForClient', 'driverPrice']);
const BOOLEAN_FIELDS = new Set(['roundTrip', 'toAndBack', 'paid']);
const ID_TEXT = /^\d{1,9}$/;

const audienceOf = (role: Role): Audience => (role === 'CUSTOMER' || role === 'PASSENGER' ? 'client' : 'staff');

/** The ids a write's changes refer to (people, vehicles, offers), to read their names. */
export function referredIds(changes: readonly RideChange[]): { users: number[]; vehicles: number[]; offers: number[] } {
  const out = { users: [] as number[], vehicles: [] as number[], offers: [] as number[] };
  for (const c of changes) {
    const list = PERSON_FIELDS.has(c.field)
      ? out.users
      : c.field === 'vehicleId'
        ? out.vehicles
        : c.field === 'vehicleOfferId'
          ? out.offers
          : null;
    for (const v of [c.oldValue, c.newValue]) if (list && v !== null && ID_TEXT.test(v)) list.push(Number(v));
  }
  return out;
}

/** One recipient's message before rendering. */
interface Draft {
  user: MailUser;
  role: Role;
  situation: NotificationSituation;
  changes: RideChange[];
  /** The person was taken off the ride by this write (a replaced driver …). */
  former?: boolean;
  /** A resend from the ride detail: the current state, no changes. */
  resend?: boolean;
}

function languageOf(user: MailUser, data: RideMailData, role: Role): Language {
  // A passenger without an account never chose a language: its customer's, else Czech.
  if (role === 'PASSENGER' && !user.hasAccount) return normalizeLanguage(data.people.CUSTOMER?.language) ?? 'cs';
  return normalizeLanguage(user.language) ?? 'cs';
}

/** The fields of a change list the role may see and acts on (`route` and the fleet apart). */
function visibleChanges(data: RideMailData, role: Role, user: MailUser, changes: readonly RideChange[]): RideChange[] {
  const hidden: ReadonlySet<string> = hiddenFields(viewOf({ id: user.id, roles: [role], fleetManagerId: -1 }, data.ride));
  return changes.filter((c) => ACTS_ON[role].has(c.field) && !hidden.has(c.field));
}

/** The current people of a role on the ride (ADMIN: every reachable admin). */
function peopleOf(data: RideMailData, role: Role): MailUser[] {
  if (role === 'ADMIN') return data.admins;
  const person = data.people[role];
  return person ? [person] : [];
}

/** The customer switched off this passenger message (`users.passenger_alerts`). */
function passengerAlertOff(data: RideMailData, situation: NotificationSituation): boolean {
  const alerts = data.people.CUSTOMER?.passengerAlerts;
  if (!alerts) return false;
  if (situation === 'ON_THE_WAY') return !alerts.tracking;
  if (situation === 'ON_THE_PLACE') return !alerts.arrival;
  return false;
}

/** The situations of a ride event that hold for everyone (CHANGE is decided per role). */
export function eventSituations(event: RideEventJob, data: RideMailData): Set<NotificationSituation> {
  const out = new Set<NotificationSituation>();
  if (event.kind === 'APPROACHING') return out.add('APPROACHING');
  const fleet = event.changes.find((c) => c.field === 'fleetManagerId');
  if (event.created) {
    out.add('CREATED');
    if (data.ride.fleetManagerId !== null) out.add('FLEET_ASSIGNED');
    return out;
  }
  if (fleet?.newValue) out.add('FLEET_ASSIGNED');
  if (event.changes.some((c) => c.field === 'route')) out.add('DRIVEWAY_CHANGE');
  if (event.statusAfter !== event.statusBefore) {
    const s = STATUS_SITUATION[event.statusAfter as RideStatus];
    if (s) out.add(s);
  }
  return out;
}

/**
 * The drafts of one ride event: per recipient the situations that hold and its role has enabled, the
 * first of them (SITUATION_PRIORITY) as the headline, and every change those enabled situations cover —
 * one message per person however many fields the write changed. Nobody about its own write.
 */
function eventDrafts(event: RideEventJob, data: RideMailData): Draft[] {
  const global = eventSituations(event, data);
  const drafts: Draft[] = [];
  const served = new Set<number>();
  if (event.actorId !== null) served.add(event.actorId);
  const route = event.changes.filter((c) => c.field === 'route');
  const fleet = event.changes.filter((c) => c.field === 'fleetManagerId');
  for (const role of ROLE_ORDER) {
    for (const user of peopleOf(data, role)) {
      if (served.has(user.id)) continue;
      const own = event.created || event.kind === 'APPROACHING' ? [] : visibleChanges(data, role, user, event.changes);
      const holds = new Set(global);
      if (own.length > 0) holds.add('CHANGE');
      const enabled = SITUATION_PRIORITY.filter(
        (s) => holds.has(s) && data.enabled(s, role) && !(role === 'PASSENGER' && passengerAlertOff(data, s)),
      );
      const headline = enabled[0];
      if (!headline) continue;
      const listed = [
        ...(enabled.includes('DRIVEWAY_CHANGE') ? route : []),
        ...(enabled.includes('FLEET_ASSIGNED') && audienceOf(role) === 'staff' && !event.created ? fleet : []),
        ...(enabled.includes('CHANGE') ? own : []),
      ];
      served.add(user.id);
      drafts.push({ user, role, situation: headline, changes: listed });
    }
  }
  // Those the write took off the ride hear it once (when their role gets CHANGE e-mails).
  for (const c of event.changes) {
    const role = PARTY_FIELDS[c.field as keyof typeof PARTY_FIELDS] as Role | undefined;
    if (!role || c.oldValue === null || !ID_TEXT.test(c.oldValue) || c.oldValue === c.newValue) continue;
    const user = data.others.get(Number(c.oldValue));
    if (!user || served.has(user.id) || !data.enabled('CHANGE', role)) continue;
    served.add(user.id);
    drafts.push({ user, role, situation: 'CHANGE', changes: [c], former: true });
  }
  return drafts;
}

// ---------------------------------------------------------------------------------------------------
// Rendering

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
    if (field === 'vehicleOfferId') return data.names.offers.get(id) ?? `#${value}`;
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
    { label: t.rows.vehicleOffer, value: data.offerName },
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
function renderSms(draft: Draft, data: RideMailData, publicUrl: string): { lang: Language; text: string } | null {
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

/** The deliveries of drafts: an e-mail where the person has an address, else an SMS to a passenger's phone where one fits. */
function toOutgoing(
  drafts: readonly Draft[],
  data: RideMailData,
  publicUrl: string,
  key: (d: Draft, channel: 'EMAIL' | 'SMS') => Partial<Outgoing>,
): Outgoing[] {
  const out: Outgoing[] = [];
  for (const d of drafts) {
    const common = { kind: d.situation, userId: d.user.id, rideId: data.ride.id, role: d.role };
    if (d.user.email) {
      const mail = renderDraft(d, data, publicUrl);
      out.push({
        ...common,
        channel: 'EMAIL',
        recipient: d.user.email,
        language: mail.lang,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...key(d, 'EMAIL'),
      });
      continue;
    }
    const sms = d.role === 'PASSENGER' && d.user.phone ? renderSms(d, data, publicUrl) : null;
    if (sms && d.user.phone)
      out.push({ ...common, channel: 'SMS', recipient: d.user.phone, language: sms.lang, text: sms.text, ...key(d, 'SMS') });
  }
  return out;
}

/** The messages of one `ride-event` job; `jobId` makes each one's dedupe key, so a re-run writes nothing twice. */
export function rideEventMessages(event: RideEventJob, jobId: string, data: RideMailData, publicUrl: string): Outgoing[] {
  return toOutgoing(eventDrafts(event, data), data, publicUrl, (d, channel) => ({ dedupeKey: `${jobId}:${d.user.id}:${channel}` }));
}

/**
 * The resend of ride detail (`send-notification`): the situation rendered from the ride as it is now, to
 * every current person of the role, whatever the settings table says (someone asked for it).
 */
export function resendMessages(
  situation: NotificationSituation,
  role: Role,
  data: RideMailData,
  publicUrl: string,
  callerId: number,
): Outgoing[] {
  const drafts = peopleOf(data, role).map((user): Draft => ({ user, role, situation, changes: [], resend: true }));
  return toOutgoing(drafts, data, publicUrl, () => ({ createdBy: callerId }));
}
