import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DSG_HARDWARE_CHOICES, dsgHardwareProblem, needsInvoiceNumber } from '../../../../events/catalogue/dsg-hardware';
import { DSG_HARDWARE_COSTS, INVOICE_NUMBER_LENGTH, type DsgHardwareChoice } from '../../../../events/constants';
import type { DraftChange, OrderDraft } from '../draft/draft';
import { useOrderLabels } from '../useOrderLabels';
import { useOfferPrice } from './useOfferPrice';

/** The DSG hardware modification (spec sections 3, 5, 9): Not installed costs 195, the others need the hardware's invoice number (5 to 10 characters). */
export const DsgHardwareInput = ({ value, change }: { value: OrderDraft['dsgHardware']; change: (change: DraftChange) => void }) => {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const price = useOfferPrice();
  const problem = value.choice && value.invoiceNumber ? dsgHardwareProblem(value.choice, value.invoiceNumber) : null;
  const set = (choice: DsgHardwareChoice | '', invoiceNumber: string) => change({ type: 'dsgHardware', choice, invoiceNumber });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <TextField select size="small" label={translate('software_orders.order.dsg_hardware')} value={value.choice} onChange={(event) => set(event.target.value as DsgHardwareChoice, value.invoiceNumber)}
        helperText={value.choice ? ' ' : translate('software_orders.order.dsg_hardware_hint')}>
        {DSG_HARDWARE_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {DSG_HARDWARE_COSTS[choice] > 0 ? `${labels.hardware(choice)} (+${price(DSG_HARDWARE_COSTS[choice])})` : labels.hardware(choice)}
          </MenuItem>
        ))}
      </TextField>
      {value.choice && needsInvoiceNumber(value.choice) && (
        <TextField
          size="small"
          name="invoiceNumber"
          label={translate('software_orders.order.invoice_number')}
          value={value.invoiceNumber}
          onChange={(event) => set(value.choice, event.target.value)}
          error={problem !== null}
          helperText={translate(problem ? 'errors.ORDER_INVOICE_NUMBER_LENGTH' : 'software_orders.order.invoice_number_hint', INVOICE_NUMBER_LENGTH)}
          slotProps={{ htmlInput: { maxLength: INVOICE_NUMBER_LENGTH.max } }}
        />
      )}
    </Box>
  );
};
