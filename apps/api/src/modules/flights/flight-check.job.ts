import { scheduledJob, type JobDefinition } from '../../adapters/jobs/queue.ts';
import type { FlightsService } from './flights.service.ts';

/** The flight job (issue 20 §1): every minute it asks about the flights that are due (flights.service.ts). */
export const FLIGHT_CHECK_JOB = 'flight-check';
export const FLIGHT_CHECK_CRON = '* * * * *';

export function flightCheckJob(flights: FlightsService): JobDefinition<object> {
  return scheduledJob(FLIGHT_CHECK_JOB, FLIGHT_CHECK_CRON, async () => {
    await flights.checkDue();
  });
}
