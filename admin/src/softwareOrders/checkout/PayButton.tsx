import { useCallback, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import PaymentIcon from '@mui/icons-material/Payment';
import { Confirm, HttpError, useDataProvider, useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { errorCode, screenErrorText } from '../../shared/errors';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { OrderDraft } from '../draft/draft';
import { createBody, type CreateBody } from '../draft/draftBody';
import type { Quote, SoftwareOrder } from '../types';

type Props = { draft: OrderDraft; quote: Quote | null; onQuote: (quote: Quote) => void; onRefused: () => void; onPaid: (order: SoftwareOrder) => void };

const changedQuote = (failure: unknown): Quote | null =>
  failure instanceof HttpError && typeof failure.body === 'object' && failure.body !== null && 'quote' in failure.body ? (failure.body.quote as Quote) : null;

/**
 * Pays the draft: a confirmation with the total, then POST /api/order-software/create with one
 * Idempotency-Key per submission (a double click or a retry makes one order). A total that changed
 * meanwhile (409) shows the new quote to pay again; a refused payment (402) says why.
 */
export const PayButton = ({ draft, quote, onQuote, onRefused, onPaid }: Props) => {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const submit = useIdempotentSubmit(useCallback((body: CreateBody, key: string) => dataProvider.createSoftwareOrder(body, key), [dataProvider]));
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; total?: string } | null>(null);
  const body = quote ? createBody(draft, quote.total) : null;
  const total = quote ? (quote.onRequest ? translate('vehicle_search.on_request') : money.credits(quote.total)) : '';

  const pay = async () => {
    if (!body) return;
    setPending(true);
    try {
      const order = await submit(body);
      setProblem(null);
      onPaid(order);
    } catch (failure) {
      const changed = errorCode(failure) === 'QUOTE_CHANGED' ? changedQuote(failure) : null;
      if (changed) onQuote(changed);
      else onRefused();
      setProblem({ message: screenErrorText(failure), total: changed ? (changed.onRequest ? translate('vehicle_search.on_request') : money.credits(changed.total)) : undefined });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <Stack spacing={1}>
      {problem && (
        <Alert severity={problem.total ? 'warning' : 'error'} role="alert" data-testid="pay-problem">
          {problem.message}
          {problem.total && <strong>{` ${translate('software_orders.pay.new_total', { total: problem.total })}`}</strong>}
        </Alert>
      )}
      <Button variant="contained" size="large" startIcon={<PaymentIcon />} disabled={!body || !quote?.allowed || pending} onClick={() => setOpen(true)}>
        {quote ? translate('software_orders.pay.button', { total }) : translate('software_orders.pay.button_plain')}
      </Button>
      <Confirm isOpen={open} loading={pending} title="software_orders.pay.confirm_title" content="software_orders.pay.confirm_text"
        translateOptions={{ total }} confirm="software_orders.pay.confirm_yes" onConfirm={pay} onClose={() => setOpen(false)} />
    </Stack>
  );
};
