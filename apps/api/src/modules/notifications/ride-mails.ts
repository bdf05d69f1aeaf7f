import { RIDE_COUNTERS, type NotificationSituation, type Role, type RideStatus } from '@vozka/domain';
import type { Outgoing } from '../../adapters/outbox/outbox.ts';
import type { RideChange, RideEventJob } from '../../shared/ride-events.ts';
import { hiddenFields, viewOf } from '../rides/ride-access.ts';
import {
  audienceOf,
  ID_TEXT,
  PARTY_FIELDS,
  PERSON_FIELDS,
  renderDraft,
  renderSms,
  STATUS_SITUATION,
  type Draft,
} from './ride-mail-content.ts';
import type { MailUser, RideMailData } from './ride-mails.repository.ts';

/**
 * The ride e-mails (issue 14 §2, docs/decisions/0029): which situations a ride event is and who of the
 * ride's people gets one message about it (the settings table per situation and role); what it says in the
 * recipient's language is ./ride-mail-content.ts. Pure: the job and the resend call read the data and
 * queue the result.
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
