import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { UserPicker } from '../../shared/UserPicker';
import { parseFromDay, parseToDay } from '../dates';
import { useLoad } from '../../shared/useLoad';
import { saveBlob } from '../../shared/download';
import { errorMessage } from '../../shared/errors';
import { MessageAlert } from '../../layout/FormFeedback';
import { storage } from '../../providers/storage';
import type { UserRecord } from '../../providers/types';
import { fetchStatementFile, STATEMENT_LINES_PER_PAGE, type StatementPeriod } from './statementApi';
import { TablePager } from '../../shared/TablePager';
import { StatementLines, StatementTotals } from './StatementTable';
import { NetworkStatementPicker } from './NetworkStatementPicker';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** /credit-statement: an account's movements of a period between its opening and closing balance; Admins pick the account. */
export const StatementPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const isAdmin = storage.getUser()?.rol.includes('Admin') ?? false;
  const [params, setParams] = useSearchParams();
  // An Admin picks any account; a parent its own or one below it (the server checks either way).
  const userId = params.get('userId') ?? undefined;
  const { data: picked } = useGetOne<UserRecord>('users', { id: userId ?? '' }, { enabled: isAdmin && Boolean(userId) });
  const today = new Date();
  const [fromDay, setFromDay] = useState(day(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [toDay, setToDay] = useState(day(today));
  const from = parseFromDay(fromDay);
  const to = parseToDay(toDay);
  const period: StatementPeriod | null = from && to && !(isAdmin && !userId) ? { userId, from, to } : null;
  // Lines a page at a time (a busy account has thousands a month); another period starts at its first page.
  const [page, setPage] = useState({ of: '', page: 0 });
  const periodKey = period ? JSON.stringify(period) : null;
  const linesPage = page.of === periodKey ? page.page : 0;
  // The answer names the page it is: until the next page arrives the previous one stays on screen,
  // and its opening and closing rows must follow the lines shown, not the page asked for.
  const statement = useLoad(periodKey ? `${periodKey}:${linesPage}` : null,
    async (provider) => ({ ...(await provider.getCreditStatement(period!, linesPage)), page: linesPage }));
  const shownPage = statement.data?.page ?? 0;
  const [downloading, setDownloading] = useState(false);

  const download = async (format: 'pdf' | 'xlsx') => {
    if (!period) return;
    setDownloading(true);
    try {
      const blob = await fetchStatementFile(period, format, locale.startsWith('es') ? 'es' : 'en');
      saveBlob(blob, `statement-${fromDay}-${toDay}.${format}`);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  // A parent's picker names the account it shows; an Admin's title does.
  const name = picked ? `${picked.firstName} ${picked.lastName}`.trim() || picked.email : null;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.statement.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {userId && name ? translate('credit.statement.title_for', { name }) : translate('credit.statement.title')}
        </Typography>
        {isAdmin && <UserPicker label="credit.dashboard.pick_account" value={userId && picked ? picked : null} onChange={(chosen) => setParams(chosen ? { userId: String(chosen.id) } : {})} />}
        {!isAdmin && <NetworkStatementPicker value={userId} onChange={(chosen) => setParams(chosen ? { userId: chosen.id } : {})} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField type="date" size="small" fullWidth={false} label={translate('credit.statement.from')} value={fromDay} onChange={(e) => setFromDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" fullWidth={false} label={translate('credit.statement.to')} value={toDay} onChange={(e) => setToDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!statement.data || downloading} onClick={() => download('pdf')}>
          {translate('credit.statement.download_pdf')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!statement.data || downloading} onClick={() => download('xlsx')}>
          {translate('credit.statement.download_xlsx')}
        </Button>
      </Box>
      {isAdmin && !userId && <Alert severity="info">{translate('credit.statement.pick_hint')}</Alert>}
      <MessageAlert message={statement.error} />
      {statement.data && (
        <>
          <Card>
            <CardContent>
              <StatementLines statement={statement.data} first={shownPage === 0} last={(shownPage + 1) * STATEMENT_LINES_PER_PAGE >= statement.data.lineCount} />
              {statement.data.lineCount > STATEMENT_LINES_PER_PAGE && (
                <TablePager count={statement.data.lineCount} page={linesPage} rowsPerPage={STATEMENT_LINES_PER_PAGE} rowsPerPageOptions={[STATEMENT_LINES_PER_PAGE]}
                  onPageChange={(next) => setPage({ of: periodKey ?? '', page: next })} />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>{translate('credit.statement.totals')}</Typography>
              <StatementTotals statement={statement.data} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
};
