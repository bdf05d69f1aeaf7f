import type { FlightProviderName, FlightStatus } from '@vozka/domain';

/** What the portal asks a flight-status provider: one flight arriving about `scheduledArrival`. */
export interface FlightQuery {
  /** As the ride holds it (`OK 123`, `OK123`); the adapter writes it the provider's way. */
  flightNumber: string;
  scheduledArrival: Date;
}

/** A provider's answer, normalised (issue 20 §1). */
export interface FlightReport {
  status: FlightStatus;
  /** The timetable's arrival as the provider knows it (null when it did not say). */
  scheduledArrival: Date | null;
  /** The latest estimate of the landing, or the landing itself. */
  expectedArrival: Date | null;
  landedAt?: Date | null;
  /** Where a diverted flight lands instead (airport code or name). */
  divertedTo?: string | null;
}

/**
 * Why a lookup failed: NOT_CONFIGURED (the `none` provider), TIMEOUT, NETWORK, DENIED (401/403), QUOTA
 * (429), HTTP (other non-2xx), BAD_ANSWER (not the documented shape), NOT_FOUND (no such flight that day).
 */
export type FlightErrorKind = 'NOT_CONFIGURED' | 'TIMEOUT' | 'NETWORK' | 'DENIED' | 'QUOTA' | 'HTTP' | 'BAD_ANSWER' | 'NOT_FOUND';

export class FlightProviderError extends Error {
  constructor(
    readonly provider: FlightProviderName,
    readonly kind: FlightErrorKind,
    message: string,
  ) {
    super(`${provider}: ${kind}: ${message}`);
    this.name = 'FlightProviderError';
  }
}

/** The port every flight-status adapter fits; `configured: false` means tracking is off. */
export interface FlightStatusProvider {
  readonly name: FlightProviderName;
  readonly configured: boolean;
  lookup(query: FlightQuery): Promise<FlightReport>;
}

/** The offline default: asks nobody and answers "not configured". */
export const noFlightProvider: FlightStatusProvider = {
  name: 'none',
  configured: false,
  lookup() {
    return Promise.reject(new FlightProviderError('none', 'NOT_CONFIGURED', 'flight tracking is not configured'));
  },
};
