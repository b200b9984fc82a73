import { Typography } from '@mui/material';
import { maxLength, NumberInput, TextInput, useTranslate } from 'react-admin';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../events/localized';
import { FAQ_MAX_POSITION } from '../../../events/faq/events';

/** Group, question and answer in both languages, and the place inside the group. */
export const FaqInputs = () => {
  const translate = useTranslate();
  const short = maxLength(TITLE_MAX_LENGTH);
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{translate('faq.languages_hint')}</Typography>
      <TextInput source="groupEn" fullWidth validate={short} />
      <TextInput source="groupEs" fullWidth validate={short} />
      <TextInput source="questionEn" fullWidth validate={short} />
      <TextInput source="questionEs" fullWidth validate={short} />
      <TextInput source="answerEn" fullWidth multiline minRows={3} validate={maxLength(BODY_MAX_LENGTH)} />
      <TextInput source="answerEs" fullWidth multiline minRows={3} validate={maxLength(BODY_MAX_LENGTH)} />
      <NumberInput source="position" min={0} max={FAQ_MAX_POSITION} step={1} />
    </>
  );
};
