import { TableScroll } from '../shared/phoneTable';
import {
  Form, List, SaveButton, TopToolbar, useListContext, useNotify, useRefresh, useTranslate,
  type Exporter,
} from 'react-admin';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ORDER_TYPES } from '../../../events/constants';
import { PriceInput } from '../fields';
import { answered, apiClient } from '../providers/apiClient';
import { isRequired } from '../validation/validators';
import { csvRows, ORDER_TYPE_KEYS, toForm, toMatrixBody, URGENCY_KEYS, type MatrixForm, type SoftwarePriceRow } from './matrix';
import { ExportButton } from '../shared/ExportButton';
import { safeExporter } from '../shared/safeExporter';
import { TableSkeleton } from '../shared/LoadingSkeleton';

const exporter: Exporter<SoftwarePriceRow> = (rows, fetchRelatedRecords, dataProvider, resource) =>
  safeExporter(csvRows(rows), fetchRelatedRecords, dataProvider, resource);

/** The matrix: urgency levels as rows, order types as columns, every cell an amount in EUR; one save for all. */
const Matrix = () => {
  const { data, isPending } = useListContext<SoftwarePriceRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (isPending) return <Box sx={{ p: 2 }}><TableSkeleton columns={ORDER_TYPES.length + 1} rows={4} /></Box>;
  if (!data) return null;

  const save = async (values: Record<string, unknown>) => {
    try {
      const answer = await answered(apiClient.PUT('/api/software-pricing', { body: toMatrixBody(values as MatrixForm) }));
      notify('software_pricing.saved', { type: 'success', messageArgs: { count: answer.changed } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Form defaultValues={toForm(data)} onSubmit={save} noValidate key={data.map((row) => JSON.stringify(row.prices)).join()}>
      <Box sx={{ p: 2 }}>
        <Alert severity="info" sx={{ mb: 2 }}>{translate('software_pricing.intro')}</Alert>
        <TableScroll><Table size="small" sx={{ maxWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('software_pricing.urgency_column')}</TableCell>
              {ORDER_TYPES.map((type) => (
                <TableCell key={type} align="right">{translate(`software_pricing.order_type.${ORDER_TYPE_KEYS[type]}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{translate(`software_pricing.urgency.${URGENCY_KEYS[row.urgency]}`)}</TableCell>
                {ORDER_TYPES.map((type) => (
                  <TableCell key={type} align="right" sx={{ py: 0.5 }}>
                    <PriceInput
                      allowZero
                      source={`cells.${URGENCY_KEYS[row.urgency]}.${ORDER_TYPE_KEYS[type]}`}
                      label={false}
                      inputProps={{ 'aria-label': `${row.urgency} ${type}` }}
                      validate={isRequired}
                      helperText={false}
                      InputProps={{ endAdornment: '€' }}
                      variant="outlined"
                      size="small"
                      sx={{ width: 140, my: 0.5 }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table></TableScroll>
        <Box sx={{ mt: 2 }}>
          <SaveButton />
        </Box>
      </Box>
    </Form>
  );
};

/** Admin: software pricing (spec section 2), the surcharge of each urgency level of spec section 9 per order type. */
export const SoftwarePricingPage = () => (
  <List
    title="software_pricing.title"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={50}
    pagination={false}
    exporter={exporter}
    actions={<TopToolbar><ExportButton /></TopToolbar>}
    disableSyncWithLocation
  >
    <Matrix />
  </List>
);
