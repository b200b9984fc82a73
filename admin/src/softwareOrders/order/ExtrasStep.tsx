import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_URGENCY, URGENCY_LEVELS } from '../../../../events/constants';
import type { DraftChange, OrderDraft } from '../draft/draft';
import { useOrderLabels } from '../useOrderLabels';
import { CouponInput } from './CouponInput';

const NOTE_MAX = 1000;

/** Urgency (default "*": none), the coupon and a note for the calibrator. */
export const ExtrasStep = ({ draft, change }: { draft: OrderDraft; change: (change: DraftChange) => void }) => {
  const translate = useTranslate();
  const labels = useOrderLabels();
  return (
    <Stack spacing={2}>
      <TextField select size="small" label={translate('software_orders.order.urgency')} value={draft.urgency} sx={{ maxWidth: 320 }}
        onChange={(event) => change({ type: 'urgency', urgency: event.target.value })} helperText={translate('software_orders.order.urgency_hint')}>
        {[DEFAULT_URGENCY, ...URGENCY_LEVELS].map((level) => <MenuItem key={level} value={level}>{labels.urgency(level)}</MenuItem>)}
      </TextField>
      <CouponInput coupon={draft.coupon} onChange={(coupon) => change({ type: 'coupon', coupon })} />
      <TextField multiline minRows={2} name="note" label={translate('software_orders.order.note')} value={draft.note}
        onChange={(event) => change({ type: 'note', note: event.target.value })} slotProps={{ htmlInput: { maxLength: NOTE_MAX } }} />
    </Stack>
  );
};
