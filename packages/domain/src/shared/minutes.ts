import { z } from 'zod';

/** Whole minutes from 1 to a day's 24 h, as a settings form sends them (the driveway interval, a driver's lead time). */
export const ZMinutesUpToADay = z
  .number({ error: 'REQUIRED' })
  .int('INVALID_INPUT')
  .min(1, 'MUST_BE_POSITIVE')
  .max(24 * 60, 'INVALID_INPUT');
