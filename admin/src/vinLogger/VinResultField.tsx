import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { INVALID_VIN, VIN_SEARCH_LENGTH_MESSAGE } from '../../../events/catalogue/vin';
import { summariseVinResult } from './resultSummary';

/** The spec's VIN messages in the UI language; any other stored text as it is. */
const messageKey = (message: string) => (message === VIN_SEARCH_LENGTH_MESSAGE.message ? 'vehicle_search.vin_length' : message === INVALID_VIN.message ? 'vehicle_search.invalid_vin' : message);

/** A search's result in one chip: refused (with the message), vehicles found, or nothing found. */
export const VinResultField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ result: unknown }>();
  const translate = useTranslate();
  if (!record) return null;
  const summary = summariseVinResult(record.result);
  if (summary.kind === 'refused') return <Chip size="small" color="error" variant="outlined" label={translate(messageKey(summary.message), { _: summary.message })} />;
  if (summary.kind === 'none') return <Chip size="small" variant="outlined" label={translate('vin_logger.no_vehicle')} />;
  return <Chip size="small" color="success" variant="outlined" label={translate('vin_logger.vehicles_found', { smart_count: summary.count })} />;
};
