import { useRecordContext } from 'react-admin';
import { FieldText } from './FieldText';
import { useCountryName } from './countryName';

/** The name of the country in the record context, in the UI language. */
export const CountryNameField = (_props: { source?: string; label?: string }) => {
  const country = useRecordContext<{ id: string; name: string }>();
  const name = useCountryName();
  if (!country) return null;
  return <FieldText>{name(country)}</FieldText>;
};
