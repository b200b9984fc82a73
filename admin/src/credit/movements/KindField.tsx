import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MovementRecord } from '../types';

const GROUP_COLORS: Record<string, ChipProps['color']> = { Credits: 'primary', Software: 'secondary', Profit: 'success' };

/** The movement's kind (spec section 3), coloured by its group. */
export const KindField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<MovementRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={GROUP_COLORS[record.group] ?? 'default'}
      label={translate(`credit.kinds.${record.kind}`, { _: record.kind })}
      title={translate(`credit.groups.${record.group}`, { _: record.group })}
    />
  );
};
