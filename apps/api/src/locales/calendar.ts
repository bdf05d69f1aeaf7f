import cs from './cs/calendar.json';
import en from './en/calendar.json';
import { textNamespace } from './i18n.ts';

/** The texts of a calendar feed (issue 20 §3): its name, an event's summary and the labels of its description. */
export const calendarTexts = textNamespace('calendar', { cs, en });
