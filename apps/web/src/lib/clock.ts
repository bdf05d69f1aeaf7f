import { BUSINESS_TIME_ZONE, todayInPrague, type Language } from '@vozka/domain';

/** "14:05": the hour and minute of a time in Prague (the business time zone). */
export function formatClock(value: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

/** Is the time on today's calendar date in Prague? */
export function isTodayInPrague(value: string, now: Date = new Date()): boolean {
  return todayInPrague(new Date(value)) === todayInPrague(now);
}
