import { TableScroll } from '../shared/phoneTable';
import { useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useLoad } from '../shared/useLoad';
import { crmApi, textIn, type CrmLog } from './api';
import { CRM_PAGE_SIZE } from './constants';
import { TablePager } from '../shared/TablePager';
import { ListState } from '../shared/ListState';

/** What a log row says beside its text: the rating, the target, the meeting's date, the promotion's percent. */
const detail = (row: CrmLog, dateTime: (at: string) => string) => {
  const d = row.details;
  if (row.kind === 'SalesFeedbackRated') return '★'.repeat(Number(d.calification));
  if (row.kind === 'SalesTargetSet') return String(d.credits_to_buy);
  if (row.kind === 'PromotionCreated') return `-${String(d.discount_percent)}%`;
  if (typeof d.date_meet === 'string') return dateTime(d.date_meet);
  return '';
};

/** The activity log, newest first, 20 a page (spec section 9); one customer's or everyone's. */
export const CrmLogTable = ({ userId, refresh = '' }: { userId?: string; refresh?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useDates();
  const [page, setPage] = useState(1);
  const logs = useLoad(`${userId}-${page}-${refresh}`, () => crmApi.logs(page, CRM_PAGE_SIZE, userId));
  return (
    <>
      <ListState loading={logs.loading} error={logs.error} rows={logs.data?.data} columns={userId ? 4 : 5} empty="crm.logs.empty" emptyTestId="crm-logs-empty" />
      {Boolean(logs.data?.count) && (
        <TableScroll><Table size="small" data-testid="crm-logs">
          <TableHead>
            <TableRow>
              <TableCell>{translate('crm.fields.at')}</TableCell>
              <TableCell>{translate('crm.fields.kind')}</TableCell>
              {!userId && <TableCell>{translate('crm.fields.name')}</TableCell>}
              <TableCell>{translate('crm.fields.text')}</TableCell>
              <TableCell>{translate('crm.fields.actor')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.data?.data.map((row) => (
              <TableRow key={row.id} data-testid="crm-log-row">
                <TableCell>{dateTime(row.at)}</TableCell>
                <TableCell>{translate(`crm.kinds.${row.kind}`, { _: row.kind })}</TableCell>
                {!userId && <TableCell>{row.user_name ?? '–'}</TableCell>}
                <TableCell>{textIn(row.text, locale)} {detail(row, dateTime)}</TableCell>
                <TableCell>{row.actor_email}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table></TableScroll>
      )}
      <TablePager count={logs.data?.count ?? 0} page={page - 1} rowsPerPage={CRM_PAGE_SIZE} rowsPerPageOptions={[CRM_PAGE_SIZE]}
        onPageChange={(p) => setPage(p + 1)} />
    </>
  );
};
