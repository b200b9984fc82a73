import { useState } from 'react';
import { Form, SelectInput, TextInput, useDataProvider, useNotify, useTranslate, type Validator } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { GEARBOX_FAMILIES } from '../../../events/constants';
import { vinProblem } from '../../../events/catalogue/vin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { isRequired } from '../validation/validators';
import { gearboxFamily } from '../shared/gearbox';
import type { NewProductRequest } from './newProductApi';

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
const gearboxChoices = GEARBOX_FAMILIES.map((family) => ({ id: family, name: family }));
/** The spec's VIN rule (events/catalogue/vin.ts); the VIN is optional. */
const isVin: Validator = (value) => (value && vinProblem(String(value).trim().toUpperCase()) ? 'new_products.invalid_vin' : undefined);

/**
 * A dealer asks for a vehicle the catalogue does not have: a button and a dialog with the vehicle's
 * fields, posted to /api/newproducts. `defaults` prefill the form (for example the search's choices).
 */
export const RequestVehicleButton = ({ defaults, onDone }: { defaults?: Partial<NewProductRequest>; onDone?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async (values: Record<string, unknown>) => {
    const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
    setSending(true);
    try {
      await dataProvider.requestNewProduct({
        make: text('make'), model: text('model'), generation: text('generation'), engine: text('engine'),
        gearbox: gearboxFamily(text('gearbox')) ?? null, vin: text('vin').toUpperCase() || null, note: text('note'),
      });
      notify('new_products.request.sent', { type: 'success' });
      setOpen(false);
      onDone?.();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button startIcon={<AddCircleOutlineIcon />} onClick={() => setOpen(true)}>{translate('new_products.request.button')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" scroll="body" aria-labelledby="request-vehicle-title">
        <Form record={defaults ?? {}} onSubmit={send} noValidate>
          <DialogTitle id="request-vehicle-title">{translate('new_products.request.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('new_products.request.help')}</Typography>
            <Box sx={twoColumns}>
              <TextInput source="make" label="resources.newproducts.fields.make" validate={isRequired} />
              <TextInput source="model" label="resources.newproducts.fields.model" validate={isRequired} />
              <TextInput source="generation" label="resources.newproducts.fields.generation" />
              <TextInput source="engine" label="resources.newproducts.fields.engine" />
              <SelectInput source="gearbox" label="resources.newproducts.fields.gearbox" choices={gearboxChoices} emptyText="-" />
              <TextInput source="vin" label="resources.newproducts.fields.vin" validate={isVin} />
            </Box>
            <TextInput source="note" label="resources.newproducts.fields.note" multiline minRows={2} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={sending}>{translate('new_products.request.send')}</Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
