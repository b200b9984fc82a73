import { useState } from 'react';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLoad } from '../../shared/useLoad';
import { MessageAlert } from '../../layout/FormFeedback';

/** /credit-verify-ledger (Admin): runs GET credit/verify-ledger on demand and says what it proved. */
export const VerifyLedgerPage = () => {
  const translate = useTranslate();
  // Each click is a new walk of the journal (it may take a while on a long one): never on page load.
  const [round, setRound] = useState(0);
  const check = useLoad(round ? String(round) : null, (provider) => provider.verifyLedger());
  const result = check.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.verify_ledger.title" />
      <Typography variant="h5" component="h1">{translate('credit.verify_ledger.title')}</Typography>
      <Typography variant="body2">{translate('credit.verify_ledger.intro')}</Typography>
      <div>
        <Button variant="contained" startIcon={<VerifiedIcon />} disabled={check.loading} onClick={() => setRound((n) => n + 1)}>
          {translate(check.loading ? 'credit.verify_ledger.running' : 'credit.verify_ledger.run')}
        </Button>
      </div>
      <MessageAlert message={check.error} />
      {result && !check.loading && (
        <Card>
          <CardContent>
            <Stack spacing={1}>
              {result.firstBreak ? (
                <Alert severity="error" role="alert">
                  {translate('credit.verify_ledger.broken', { ...result.firstBreak })} {translate(`credit.verify_ledger.${result.firstBreak.reason}`)}
                </Alert>
              ) : (
                <Alert severity="success">{translate('credit.verify_ledger.ok', { events: result.events })}</Alert>
              )}
              {result.unchained > 0 && <Typography variant="body2">{translate('credit.verify_ledger.unchained', { count: result.unchained })}</Typography>}
              {result.headHash && !result.firstBreak && (
                <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{translate('credit.verify_ledger.head', { hash: result.headHash })}</Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
};
