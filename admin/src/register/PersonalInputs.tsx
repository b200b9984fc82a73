import { useMemo } from 'react';
import { Box } from '@mui/material';
import { AutocompleteInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCountryName } from '../fields';
import type { Country } from '../providers/types';
import { emailRules, isPhone, isRequired } from '../validation/validators';
import { NewPasswordInputs } from '../validation/NewPasswordInputs';

const twoColumns = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Name, email, country, phone (with the country's prefix as hint) and password fields. */
export const PersonalInputs = ({ countries }: { countries: Country[] }) => {
  const translate = useTranslate();
  const countryName = useCountryName();
  // Sorted by the name the user reads, in the UI language.
  const sortedCountries = useMemo(
    () => [...countries].sort((a, b) => countryName(a).localeCompare(countryName(b))),
    [countries, countryName],
  );
  const countryId = useWatch({ name: 'countryId' }) as Country['id'] | undefined;
  const prefix = countries.find((country) => country.id === countryId)?.phonePrefix;
  const phoneHint = prefix
    ? translate('portal.register.phone_hint', { prefix })
    : translate('portal.register.phone_hint_generic');

  return (
    <>
      <Box sx={twoColumns}>
        <TextInput source="firstName" label="portal.register.first_name" validate={isRequired} autoComplete="given-name" fullWidth />
        <TextInput source="lastName" label="portal.register.last_name" validate={isRequired} autoComplete="family-name" fullWidth />
      </Box>
      <TextInput source="email" type="email" label="portal.register.email" validate={emailRules} autoComplete="email" fullWidth />
      <Box sx={twoColumns}>
        <AutocompleteInput
          source="countryId"
          label="portal.register.country"
          choices={sortedCountries}
          optionText={countryName}
          validate={isRequired}
          fullWidth
        />
        <TextInput
          source="phone"
          type="tel"
          label="portal.register.phone"
          validate={[isRequired, isPhone]}
          helperText={phoneHint}
          placeholder={prefix ? `${prefix} ...` : undefined}
          autoComplete="tel"
          fullWidth
        />
      </Box>
      <Box sx={twoColumns}>
        <NewPasswordInputs label="portal.register.password" repeatLabel="portal.register.repeat_password" />
      </Box>
    </>
  );
};
