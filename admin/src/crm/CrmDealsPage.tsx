import { TableScroll } from '../shared/phoneTable';
import { Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { ListPager, usePagedLoad } from '../shared/usePagedLoad';
import { useDates } from '../fields';
import { crmApi, textIn } from './api';
import { PromotionForm } from './PromotionForm';
import { ListState } from '../shared/ListState';

const STATUS_COLOURS = { active: 'success', scheduled: 'info', ended: 'default' } as const;

/** crm-sales/get-deals: the promotions a page at a time, newest first, and a new one (create-promotion refetches the deals). */
export const CrmDealsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useDates();
  const paged = usePagedLoad('crm-deals', crmApi.deals);
  const deals = { ...paged, data: paged.rows };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="crm.deals.title" />
      {/* A new promotion is the newest: the first page shows it. */}
      <PromotionForm onDone={() => { paged.setPage(0); paged.reload(); }} />
      <Card>
        <CardContent>
          <ListState loading={deals.loading} error={deals.error} rows={deals.data} columns={6} empty="crm.deals.empty" emptyTestId="crm-deals-empty" />
          {Boolean(deals.data?.length) && (
            <TableScroll><Table size="small" data-testid="crm-deals">
              <TableHead>
                <TableRow>
                  {['title', 'discountPercent', 'products', 'audience', 'period', 'status'].map((f) => <TableCell key={f}>{translate(`crm.deals.fields.${f}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {deals.data?.map((deal) => (
                  <TableRow key={deal.id} data-testid="crm-deal">
                    <TableCell>{textIn(deal.title, locale)}<Typography variant="body2" color="text.secondary">{textIn(deal.description, locale)}</Typography></TableCell>
                    <TableCell>{deal.discountPercent} %</TableCell>
                    <TableCell>{deal.products.map((p) => translate(`crm.deals.products.${p}`)).join(', ')}</TableCell>
                    <TableCell>{[...deal.countryIds, translate('crm.deals.users_count', { smart_count: deal.userIds.length })].join(', ')}</TableCell>
                    <TableCell>{dateTime(deal.startsAt)} – {dateTime(deal.endsAt)}</TableCell>
                    <TableCell><Chip size="small" color={STATUS_COLOURS[deal.status]} label={translate(`crm.deals.status.${deal.status}`)} /></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table></TableScroll>
          )}
          <ListPager list={paged} />
        </CardContent>
      </Card>
    </Stack>
  );
};
