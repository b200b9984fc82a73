import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useCountryName } from './countryName';

/** The name of the country in the record context, in the UI language. */
export const CountryNameField = (_props: { source?: string; label?: string }) => {
  const country = useRecordContext<{ id: string; name: string }>();
  const name = useCountryName();
  if (!country) return null;
  return (
    <Typography component="span" variant="body2">
      {name(country)}
    </Typography>
  );
};
