import { Typography, type TypographyProps } from '@mui/material';
import { sanitizeFieldRestProps, useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { useDates } from './useDates';

type Props = FieldProps & Omit<TypographyProps, 'textAlign'> & { showTime?: boolean };

/** A record's date (with its time when `showTime`) written the portal's one way (events/dateFormat.ts). */
export const LocalizedDateField = ({ showTime = false, emptyText, ...props }: Props) => {
  const dates = useDates();
  const translate = useTranslate();
  const value: unknown = useFieldValue(props);
  const empty = value == null || value === '';
  if (empty && !emptyText) return null;
  const at = value instanceof Date ? value : String(value);
  const text = empty ? translate(emptyText!, { _: emptyText }) : showTime ? dates.dateTime(at) : dates.date(at);
  return <Typography component="span" variant="body2" {...sanitizeFieldRestProps(props)}>{text}</Typography>;
};
