import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderDraft } from '../draft/draft';
import { READS_NEEDED, orderVin } from '../draft/draftBody';
import { FileFacts } from '../FileFacts';
import { useOrderLabels } from '../useOrderLabels';

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography component="div" variant="body2">{children}</Typography>
    </>
  );
};

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
          <Row label="software_orders.fields.vehicle">{[`${vehicle.make} ${vehicle.model}`, vehicle.generation, vehicle.engine, type !== 'ECU' ? draft.gearbox : ''].filter(Boolean).join(' · ')}</Row>
          {orderVin(draft.vin) && <Row label="software_orders.fields.vin">{orderVin(draft.vin)}</Row>}
          <Row label="software_orders.fields.type">{type}</Row>
          <Row label="software_orders.fields.stage">{labels.stage(type, draft.stage)}</Row>
          {options.length > 0 && <Row label="software_orders.order.options">{options.map((o) => (o.choice ? `${o.name}: ${o.choice}` : o.name)).join(', ')}</Row>}
          {type !== 'ECU' && draft.dsgHardware.choice && (
            <Row label="software_orders.order.dsg_hardware">{labels.hardware(draft.dsgHardware.choice)}{draft.dsgHardware.invoiceNumber ? ` · ${draft.dsgHardware.invoiceNumber}` : ''}</Row>
          )}
          <Row label="software_orders.order.urgency">{labels.urgency(draft.urgency)}</Row>
          {/* The code only: its discount now is the breakdown's coupon line. */}
          {draft.coupon && <Row label="software_orders.coupon.code">{draft.coupon.code}</Row>}
          {draft.note.trim() && <Row label="software_orders.order.note">{draft.note.trim()}</Row>}
          <Row label="software_orders.fields.files">
            <Stack spacing={1}>
              {READS_NEEDED[type].map((kind) => {
                const read = draft.reads[kind] ?? (draft.stock?.unit === kind ? draft.stock : undefined);
                return read ? <FileFacts key={kind} name={read.name} size={read.size} sha256={read.sha256} /> : null;
              })}
            </Stack>
          </Row>
        </Box>
      </CardContent>
    </Card>
  );
};
