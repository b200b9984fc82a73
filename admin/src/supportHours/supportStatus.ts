import { SUPPORT_OPEN_CLOSE_EVENT } from '../../../events/constants';
import { dateLanguage, formatCivilDate, formatTime } from '../../../events/dateFormat';
import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';
import { subscribeLiveEvents } from '../providers/liveSocket';

// The support bar's state: GET /api/support/status (the server's clock decides, so every user sees
// the same), refetched with the 60 s countdown and at once on the socket's support-open-close.

export type SupportStatus = ApiAnswer<'/api/support/status'>;

export const fetchSupportStatus = () => answered(apiClient.GET('/api/support/status'));
export const fetchUpcomingClosedDates = async () => (await answered(apiClient.GET('/api/calendars/support-get-day-close'))).map((day) => day.date);

export const onSupportOpenClose = (listener: () => void) =>
  subscribeLiveEvents((event) => {
    if (event === SUPPORT_OPEN_CLOSE_EVENT) listener();
  });

const MINUTE_MS = 60_000;

/** The time left until `changesAt`, in whole days, hours and minutes (rounded up: "0 min" never shows while time is left). */
export const timeLeft = (status: Pick<SupportStatus, 'changesAt' | 'now'>) => {
  const minutes = Math.max(0, Math.ceil((Date.parse(status.changesAt) - Date.parse(status.now)) / MINUTE_MS));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
};

/**
 * A closed date (YYYY-MM-DD): its weekday in the reader's language, then the date the portal's one
 * way (events/dateFormat.ts), the date itself whatever the reader's time zone ("Friday, 25/12/2026").
 */
export const formatClosedDate = (date: string, locale: string) =>
  `${new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}, ${formatCivilDate(date, dateLanguage(locale))}`;

/** When support opens or closes: the weekday in the reader's language and the 24-hour time, in the reader's time zone ("Tuesday 08:00"). */
export const formatChangeTime = (iso: string, locale: string) =>
  `${new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(iso))} ${formatTime(iso)}`;
