import { type ReactNode, createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { deletePosition, postPosition } from './api/position';
import { type Fix, POST_HEARTBEAT_MS, POST_MIN_GAP_MS, positionBody } from './position';

/** off; waiting for the first fix; sharing; the phone refused; no geolocation; posting fails. */
export type DutyStatus = 'off' | 'waiting' | 'sharing' | 'denied' | 'unsupported' | 'error';

export interface Duty {
  onDuty: boolean;
  status: DutyStatus;
  /** When the last position reached the server. */
  lastSentAt: number | null;
  setOnDuty: (on: boolean) => void;
}

const DUTY_STORAGE_KEY = 'vozka.onDuty';
const DutyContext = createContext<Duty | null>(null);

function stored(): boolean {
  try {
    return window.localStorage.getItem(DUTY_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function store(on: boolean): void {
  try {
    window.localStorage.setItem(DUTY_STORAGE_KEY, on ? '1' : '0');
  } catch {
    /* remembered for this page only */
  }
}

const toFix = (position: GeolocationPosition): Fix => ({
  latitude: position.coords.latitude,
  longitude: position.coords.longitude,
  heading: position.coords.heading,
  speed: position.coords.speed,
  accuracy: position.coords.accuracy,
});

/**
 * The driver's "on duty" switch (issue 6 §1, §5): while on, the phone's position (watchPosition) is
 * posted as it moves — at most every 5 s — and every 15 s while standing, so the pin stays online.
 * Off deletes the position (the pin disappears at once). The choice survives a reload. Mounted for
 * the whole signed-in app so sharing goes on while the driver looks at other screens.
 */
export function DutyProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [onDuty, setOnDutyState] = useState(() => enabled && stored());
  const [status, setStatus] = useState<DutyStatus>('off');
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const latest = useRef<Fix | null>(null);
  const sent = useRef<{ fix: Fix | null; at: number; heading: number }>({ fix: null, at: 0, heading: 0 });

  const setOnDuty = useCallback((on: boolean) => {
    store(on);
    setOnDutyState(on);
    if (!on) void deletePosition().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!enabled || !onDuty) {
      setStatus((current) => (current === 'denied' ? current : 'off'));
      return;
    }
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setStatus('unsupported');
      return;
    }
    setStatus('waiting');
    let stopped = false;
    let posting = false;

    const send = async () => {
      const fix = latest.current;
      if (!fix || posting || stopped) return;
      posting = true;
      const body = positionBody(fix, sent.current.fix, sent.current.heading);
      sent.current = { fix, at: Date.now(), heading: body.heading };
      try {
        await postPosition(body);
        if (!stopped) {
          setLastSentAt(Date.now());
          setStatus('sharing');
        }
      } catch (error) {
        // Too many posts is the server slowing us down; anything else is shown.
        if (!stopped && !(isApiError(error) && error.status === 429)) setStatus('error');
      } finally {
        posting = false;
      }
    };

    const watchId = geo.watchPosition(
      (position) => {
        latest.current = toFix(position);
        if (Date.now() - sent.current.at >= POST_MIN_GAP_MS) void send();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setStatus('denied');
          store(false);
          setOnDutyState(false);
        }
      },
      { enableHighAccuracy: true, maximumAge: POST_MIN_GAP_MS, timeout: 60_000 },
    );
    // Standing still, a phone may not report: ask for a fresh fix, and post the last one meanwhile.
    const heartbeat = setInterval(() => {
      if (Date.now() - sent.current.at < POST_HEARTBEAT_MS - 500) return;
      geo.getCurrentPosition(
        (position) => {
          latest.current = toFix(position);
          void send();
        },
        () => void send(),
        { enableHighAccuracy: true, maximumAge: POST_MIN_GAP_MS, timeout: POST_MIN_GAP_MS },
      );
    }, POST_MIN_GAP_MS);

    return () => {
      stopped = true;
      geo.clearWatch(watchId);
      clearInterval(heartbeat);
    };
  }, [enabled, onDuty]);

  return <DutyContext value={{ onDuty: enabled && onDuty, status, lastSentAt, setOnDuty }}>{children}</DutyContext>;
}

/** The duty switch's state (a non-driver gets a switch that is always off). */
export function useDuty(): Duty {
  return useContext(DutyContext) ?? { onDuty: false, status: 'off', lastSentAt: null, setOnDuty: () => undefined };
}
