import { Typography } from '@mui/material';
import { maxLength, TextInput, useTranslate } from 'react-admin';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../events/localized';

/** Both languages of a news item; the server asks for one language at least of each text. */
export const NewsInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{translate('news.languages_hint')}</Typography>
      <TextInput source="titleEn" fullWidth validate={maxLength(TITLE_MAX_LENGTH)} />
      <TextInput source="titleEs" fullWidth validate={maxLength(TITLE_MAX_LENGTH)} />
      <TextInput source="bodyEn" fullWidth multiline minRows={5} validate={maxLength(BODY_MAX_LENGTH)} />
      <TextInput source="bodyEs" fullWidth multiline minRows={5} validate={maxLength(BODY_MAX_LENGTH)} />
    </>
  );
};
