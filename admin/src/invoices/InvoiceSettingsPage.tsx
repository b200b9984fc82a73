import { Box, Stack } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import { useLoad } from '../shared/useLoad';
import { MessageAlert } from '../layout/FormFeedback';
import type { PortalDataProvider } from '../providers/dataProvider';
import { InvoiceLinesCard } from './InvoiceLinesCard';
import { NumerationForm } from './NumerationForm';
import { PageSkeleton } from '../shared/LoadingSkeleton';

/** /invoice-numeration (Admin): invoice numbering, the portal's details, payment details and notes. */
export const InvoiceSettingsPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const settings = useLoad('numeration', (provider) => provider.getNumeration());
  const numeration = settings.data;
  if (!numeration) return settings.error ? <MessageAlert message={settings.error} /> : <PageSkeleton />;
  const afterSave = async () => settings.reload();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.invoices.numeration.page_title" />
      <NumerationForm key={numeration.nextInvoiceNumber} numeration={numeration} onSaved={() => settings.reload()} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <InvoiceLinesCard
          title="credit.invoices.lines.payments_title"
          withName
          lines={numeration.payments.map((p) => ({ id: p.id, title: p.name, text: p.details, active: p.active }))}
          save={async ({ id, title, text, active }) => {
            if (id === undefined) await dataProvider.createInvoicePayment({ name: title, details: text, active: true, position: numeration.payments.length });
            else await dataProvider.updateInvoicePayment(id, { name: title, details: text, ...(active === undefined ? {} : { active }) });
            await afterSave();
          }}
        />
        <InvoiceLinesCard
          title="credit.invoices.lines.notes_title"
          withName={false}
          lines={numeration.descriptions.map((d) => ({ id: d.id, title: '', text: d.text, active: d.active }))}
          save={async ({ id, text, active }) => {
            if (id === undefined) await dataProvider.createInvoiceDescription({ text, active: true, position: numeration.descriptions.length });
            else await dataProvider.updateInvoiceDescription(id, { text, ...(active === undefined ? {} : { active }) });
            await afterSave();
          }}
        />
      </Box>
    </Stack>
  );
};
