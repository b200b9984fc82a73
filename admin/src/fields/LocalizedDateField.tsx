import { DateField, type DateFieldProps } from 'react-admin';
import { useFormatLocale } from '../credit/dates';

/** A DateField in the UI language, written the browser's way for it (en-GB: 24/11/2026, not 11/24/2026). */
export const LocalizedDateField = (props: DateFieldProps) => {
  const locale = useFormatLocale();
  return <DateField locales={locale} {...props} />;
};
