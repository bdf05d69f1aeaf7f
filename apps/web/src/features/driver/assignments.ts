import type { Ride, RideStatus } from '@vozka/domain';

/** The statuses in which an assignment is announced: given to the driver and not yet started. */
const ANNOUNCED: readonly RideStatus[] = ['PLANNED', 'ACCEPTED_BY_DRIVER'];

/** What the driver has seen of each ride: its fingerprint when it dismissed the banner. */
export type SeenAssignments = Record<string, string>;

export interface Announcement {
  ride: Ride;
  kind: 'new' | 'changed';
}

/** What makes an assignment news: the pick-up time and the route (not the driver's own steps). */
export function fingerprint(ride: Pick<Ride, 'date' | 'route'>): string {
  return [ride.date, ...ride.route.map((stop) => stop.address)].join('|');
}

const storageKey = (userId: number) => `vozka.seenAssignments.${userId}`;

/** The driver's seen assignments on this device; null the first time (nothing to compare with yet). */
export function loadSeen(userId: number): SeenAssignments | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as SeenAssignments) : null;
  } catch {
    return null;
  }
}

/** Fired on the window when the driver has seen its assignments (the menu badge reads them again). */
export const SEEN_EVENT = 'vozka:assignments-seen';

export function saveSeen(userId: number, seen: SeenAssignments): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(seen));
  } catch {
    // a private window without storage: the banner shows again after a reload
  }
  window.dispatchEvent(new Event(SEEN_EVENT));
}

const announced = (rides: readonly Ride[], driverId: number) =>
  rides.filter((ride) => ride.driverId === driverId && ANNOUNCED.includes(ride.status));

/** The driver's new or changed assignments it has not seen yet. */
export function announcements(rides: readonly Ride[], driverId: number, seen: SeenAssignments): Announcement[] {
  return announced(rides, driverId).flatMap((ride): Announcement[] => {
    const before = seen[String(ride.id)];
    if (before === undefined) return [{ ride, kind: 'new' }];
    return before === fingerprint(ride) ? [] : [{ ride, kind: 'changed' }];
  });
}

/** Everything announced now, as seen (rides no longer announced are forgotten). */
export function allSeen(rides: readonly Ride[], driverId: number): SeenAssignments {
  return Object.fromEntries(announced(rides, driverId).map((ride) => [String(ride.id), fingerprint(ride)]));
}

/** A short beep (Web Audio, no sound file) and a vibration where the phone allows; silently nothing elsewhere. */
export function alertDriver(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // not allowed
  }
  try {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio.destination);
    tone.onended = () => void audio.close();
    tone.start();
    tone.stop(audio.currentTime + 0.3);
  } catch {
    // the browser blocks sound before the first tap: the banner and the vibration remain
  }
}
