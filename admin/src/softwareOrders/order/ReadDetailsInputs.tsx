import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NO_DETAILS, type ReadDetails } from '../draft/draft';

/** The API keeps a detail of at most 60 characters. */
const DETAIL_MAX = 60;
const FIELDS = ['hardwareNumber', 'softwareVersion', 'tool'] as const;

/**
 * The optional details of an uploaded read (spec section 3 "File details"): sent with the order, so
 * a later order-software-file search by hardware number and software version finds this read.
 */
export const ReadDetailsInputs = ({ kind, details = NO_DETAILS, onChange }: { kind: string; details?: ReadDetails; onChange: (details: ReadDetails) => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mt: 1.5 }} data-testid={`read-details-${kind}`}>
      {FIELDS.map((field) => (
        <TextField key={field} size="small" name={`${kind}-${field}`} label={translate(`software_orders.file_details.${field}`)} value={details[field]}
          helperText={translate('software_orders.file_details.optional')}
          onChange={(event) => onChange({ ...details, [field]: event.target.value })} slotProps={{ htmlInput: { maxLength: DETAIL_MAX } }} />
      ))}
    </Box>
  );
};
