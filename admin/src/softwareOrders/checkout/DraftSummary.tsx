import { Box, Card, CardContent, Stack } from '@mui/material';
import type { OrderDraft } from '../draft/draft';
import { READS_NEEDED, orderVin } from '../draft/draftBody';
import { FileFacts } from '../FileFacts';
import { FactRow } from '../FactRow';
import { useOrderLabels } from '../useOrderLabels';

/** What the dealer is about to pay for: the reads, the vehicle and everything chosen for it. */
export const DraftSummary = ({ draft }: { draft: OrderDraft }) => {
  const labels = useOrderLabels();
  const { vehicle, type } = draft;
  if (!vehicle || !type) return null;
  const options = draft.options.filter((o) => (type === 'ECU' ? o.unit === 'ECU' : type === 'DSG' ? o.unit === 'DSG' : true));
  return (
    <Card variant="outlined" data-testid="draft-summary">
      <CardContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 3, rowGap: 1, alignItems: 'start' }}>
          <FactRow label="software_orders.fields.vehicle">{[`${vehicle.make} ${vehicle.model}`, vehicle.generation, vehicle.engine, type !== 'ECU' ? draft.gearbox : ''].filter(Boolean).join(' · ')}</FactRow>
          {orderVin(draft.vin) && <FactRow label="software_orders.fields.vin">{orderVin(draft.vin)}</FactRow>}
          <FactRow label="software_orders.fields.type">{type}</FactRow>
          <FactRow label="software_orders.fields.stage">{labels.stage(type, draft.stage)}</FactRow>
          {options.length > 0 && <FactRow label="software_orders.order.options">{options.map((o) => (o.choice ? `${o.name}: ${o.choice}` : o.name)).join(', ')}</FactRow>}
          {type !== 'ECU' && draft.dsgHardware.choice && (
            <FactRow label="software_orders.order.dsg_hardware">{labels.hardware(draft.dsgHardware.choice)}{draft.dsgHardware.invoiceNumber ? ` · ${draft.dsgHardware.invoiceNumber}` : ''}</FactRow>
          )}
          <FactRow label="software_orders.order.urgency">{labels.urgency(draft.urgency)}</FactRow>
          {/* The code only: its discount now is the breakdown's coupon line. */}
          {draft.coupon && <FactRow label="software_orders.coupon.code">{draft.coupon.code}</FactRow>}
          {draft.note.trim() && <FactRow label="software_orders.order.note">{draft.note.trim()}</FactRow>}
          <FactRow label="software_orders.fields.files">
            <Stack spacing={1}>
              {READS_NEEDED[type].map((kind) => {
                const read = draft.reads[kind] ?? (draft.stock?.unit === kind ? draft.stock : undefined);
                return read ? <FileFacts key={kind} name={read.name} size={read.size} sha256={read.sha256} /> : null;
              })}
            </Stack>
          </FactRow>
        </Box>
      </CardContent>
    </Card>
  );
};
