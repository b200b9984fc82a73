import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { dateLanguage, formatCivilDate, formatDate, formatDateTime, formatTime } from '../../../events/dateFormat';

/**
 * The portal's one way of writing dates (events/dateFormat.ts, shared with the PDFs and mails) in
 * the UI language, at the reader's own clock (the browser's time zone).
 */
export const useDates = () => {
  const language = dateLanguage(useLocaleState()[0]);
  return useMemo(() => ({
    language,
    /** "28/11/2026" */
    date: (at: string | Date) => formatDate(at, language),
    /** "28/11/2026, 20:24" */
    dateTime: (at: string | Date) => formatDateTime(at, language),
    /** "20:24" */
    time: (at: string | Date) => formatTime(at),
    /** A civil date (YYYY-MM-DD) as it is, in no time zone. */
    civilDate: (date: string) => formatCivilDate(date, language),
  }), [language]);
};
