import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useIdempotentSubmit } from '../shared/idempotency';
import { useLoad } from '../shared/useLoad';
import { errorMessage } from '../shared/errors';
import { MessageAlert } from '../layout/FormFeedback';
import { SectionCard } from '../profile/SectionCard';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { PriceRow, PriceTable } from '../creditOrders/types';
import { priceRowProblems, type PriceRowDraft } from './priceRules';
import { PriceRowsEditor } from './PriceRowsEditor';

const toDrafts = (table: PriceTable): PriceRowDraft[] => table.priceList.map((row) => ({ credits: String(row.credits), price: String(row.price) }));

/** Edits one price table: the base table ('base', Admin) or a seller's own. */
export const PriceTableCard = ({ owner, title, own = false }: { owner: string; title: string; own?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const table = useLoad(`price-table:${owner}`, (provider) => provider.getPriceTable(owner));
  const [rows, setRows] = useState<PriceRowDraft[]>([]);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (table.data) setRows(toDrafts(table.data));
  }, [table.data]);

  const send = useIdempotentSubmit((priceList: PriceRow[], key: string) => dataProvider.savePriceTable(owner, priceList, key));
  const problems = priceRowProblems(rows);
  const save = async (priceList: PriceRowDraft[]) => {
    setTouched(true);
    if (owner === 'base' && priceList.length === 0) return setError('portal.validation.required');
    if (priceRowProblems(priceList).some(Boolean)) return;
    setPending(true);
    setError(null);
    try {
      const saved = await send(priceList.map((row) => ({ credits: Number(row.credits), price: Number(row.price) })));
      setRows(toDrafts(saved));
      setTouched(false);
      notify('credit.price.saved', { type: 'success' });
      table.reload();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const inherited = owner !== 'base' && table.data?.source === 'base';
  return (
    <SectionCard title={title}>
      <Stack spacing={2}>
        {inherited && <Alert severity="info">{translate(own ? 'credit.price.inherited_own' : 'credit.price.inherited')}</Alert>}
        <MessageAlert message={error ?? table.error} />
        <PriceRowsEditor rows={rows} problems={problems} showProblems={touched} disabled={pending || !table.data} onChange={(next) => { setRows(next); setTouched(true); }} />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={pending || !table.data} onClick={() => save(rows)}>
            {translate('ra.action.save')}
          </Button>
          {owner !== 'base' && table.data?.source === 'own' && (
            <Button variant="outlined" disabled={pending} onClick={() => save([])}>
              {translate('credit.price.use_base')}
            </Button>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
};
