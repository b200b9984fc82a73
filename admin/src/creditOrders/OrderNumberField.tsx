import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CreditOrder } from './types';

/** "#1042": the order's number. */
export const OrderNumberField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<CreditOrder>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
      #{record.number}
    </Typography>
  );
};
