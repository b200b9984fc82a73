import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isOrderStatus, STATUS_COLORS } from './statuses';
import type { SoftwareOrder } from './types';
import { useOrderLabels } from './useOrderLabels';

/** A software order's status by its display name (Response required, Tune Supplied...), as a field or given a status. */
export const StatusChip = ({ status }: { status?: string; source?: string; label?: string }) => {
  const record = useRecordContext<SoftwareOrder>();
  const labels = useOrderLabels();
  const value = status ?? record?.status;
  if (!value) return null;
  return <Chip size="small" color={isOrderStatus(value) ? STATUS_COLORS[value] : 'default'} label={labels.status(value)} data-testid="order-status" />;
};
