import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** A DateField formatted in the UI language rather than the browser's. */
export const LocalizedDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
};
