import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STATUS_COLORS, STATUS_KEYS } from './statuses';
import type { CreditOrder, CreditOrderStatus } from './types';

/** The order's status with the spec's name, as a coloured chip (a field, or given a status). */
export const StatusChip = ({ status }: { status?: CreditOrderStatus; source?: string; label?: string }) => {
  const record = useRecordContext<CreditOrder>();
  const translate = useTranslate();
  const value = status ?? record?.status;
  if (!value) return null;
  return <Chip size="small" color={STATUS_COLORS[value]} label={translate(`credit.orders.status.${STATUS_KEYS[value]}`)} />;
};
