import type { ReactNode } from 'react';
import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderDraft } from '../draft/draft';
import type { Quote } from '../types';
import { QuoteLines } from '../QuoteLines';
import { PaymentCheck } from './PaymentCheck';

/** `error`: the quote's failure, already worded for the user (shared/errors.ts screenErrorText). */
type Props = { draft: OrderDraft; quote: Quote | null; loading: boolean; error: string | null; children?: ReactNode };

/** The price of the draft as the server quotes it, the balance check, and the step's action below. */
export const PricePanel = ({ draft, quote, loading, error, children }: Props) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="price-panel" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">{translate('software_orders.price.title')}</Typography>
          {loading && <LinearProgress aria-label={translate('software_orders.price.updating')} />}
          {error && <Alert severity="error" data-testid="price-error">{error}</Alert>}
          {!quote && !loading && !error && <Typography color="text.secondary">{translate('software_orders.price.empty')}</Typography>}
          {quote && draft.type && (
            <>
              <QuoteLines lines={quote.lines} total={quote.total} onRequest={quote.onRequest} order={{ type: draft.type, stage: draft.stage, urgency: draft.urgency }} />
              <PaymentCheck quote={quote} />
            </>
          )}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};
