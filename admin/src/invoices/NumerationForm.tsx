import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, FormDataConsumer, NumberInput, TextInput, maxValue, minValue, useDataProvider, useNotify, useTranslate, type Validator } from 'react-admin';
import { INVOICE_NUMBER_LENGTH } from '../credit/constants';
import { NewAmountInput, typedOrKept } from '../fields';
import { MessageAlert } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import { SectionCard } from '../profile/SectionCard';
import type { PortalDataProvider } from '../providers/dataProvider';
import { isRequired } from '../validation/validators';
import { PdfFrame } from './PdfFrame';
import type { Numeration, NumerationSettings } from './types';
import { usePdfUrl } from './usePdfUrl';

const lengthRules = [
  isRequired,
  minValue(INVOICE_NUMBER_LENGTH.min, 'credit.invoices.numeration.length_range'),
  maxValue(INVOICE_NUMBER_LENGTH.max, 'credit.invoices.numeration.length_range'),
];
/** Empty passes: it keeps the saved next number. */
const isNextNumber: Validator = (value: unknown) =>
  value == null || String(value).trim() === '' || (/^\d+$/.test(String(value).trim()) && Number(value) >= 1) ? undefined : 'credit.invoices.numeration.next_number_invalid';

const PreviewDialog = ({ values, onClose }: { values: Partial<NumerationSettings>; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const pdf = usePdfUrl(() => dataProvider.previewInvoicePdf(values), JSON.stringify(values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{translate('credit.invoices.numeration.preview')}</DialogTitle>
      <DialogContent>
        <MessageAlert message={pdf.error} />
        {!pdf.error && <PdfFrame url={pdf.url} title={translate('credit.invoices.numeration.preview')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** Shows a sample invoice with the values in the form, saved or not (`kept`: the saved next number). */
const PreviewButton = ({ kept }: { kept: number }) => {
  const translate = useTranslate();
  const [values, setValues] = useState<Partial<NumerationSettings> | null>(null);
  return (
    <>
      <FormDataConsumer<NumerationSettings>>
        {({ formData }) => (
          <Button variant="outlined" onClick={() => setValues({ ...formData, numberLength: Number(formData.numberLength), nextNumber: typedOrKept(formData.nextNumber, kept) })}>
            {translate('credit.invoices.numeration.preview')}
          </Button>
        )}
      </FormDataConsumer>
      {values && <PreviewDialog values={values} onClose={() => setValues(null)} />}
    </>
  );
};

/** Invoice numbering (prefix, length 5 to 10, next number) and the portal's details as seller. */
export const NumerationForm = ({ numeration, onSaved }: { numeration: Numeration; onSaved: (saved: Numeration) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  // The next number starts empty and an empty one keeps it: a saved 42 took a typed 1000 as 421000.
  const { payments: _payments, descriptions: _descriptions, nextInvoiceNumber, nextNumber, ...defaults } = numeration;
  const { pending, error, submit } = useSubmission<NumerationSettings>(async (values) => {
    const saved = await dataProvider.saveNumeration({ ...values, numberLength: Number(values.numberLength), nextNumber: typedOrKept(values.nextNumber, nextNumber) });
    notify('credit.invoices.numeration.saved', { type: 'success' });
    onSaved(saved);
  });
  return (
    <SectionCard title="credit.invoices.numeration.title">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('credit.invoices.numeration.next', { number: nextInvoiceNumber })}
      </Typography>
      <MessageAlert message={error} />
      <Form defaultValues={defaults} onSubmit={submit} noValidate>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextInput source="prefix" label="credit.invoices.numeration.prefix" />
          <NumberInput source="numberLength" label="credit.invoices.numeration.number_length" validate={lengthRules} min={INVOICE_NUMBER_LENGTH.min} max={INVOICE_NUMBER_LENGTH.max} step={1} />
          <NewAmountInput source="nextNumber" label="credit.invoices.numeration.next_number" helperText={translate('credit.invoices.numeration.next_number_keeps', { number: nextNumber })} validate={isNextNumber} />
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
          {translate('credit.invoices.numeration.company')}
        </Typography>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput source="companyName" label="credit.invoices.numeration.company_name" validate={isRequired} />
          <TextInput source="companyEmail" label="credit.invoices.numeration.company_email" />
          <TextInput source="companyAddress" label="credit.invoices.numeration.company_address" multiline />
          <TextInput source="companyCountry" label="credit.invoices.numeration.company_country" />
          <TextInput source="companyVatId" label="credit.invoices.numeration.company_vat_id" />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('ra.action.save')}
          </Button>
          <PreviewButton kept={nextNumber} />
        </Stack>
      </Form>
    </SectionCard>
  );
};
