import { useState } from 'react';
import { TableScroll, WIDER_THAN_PHONE } from '../../shared/phoneTable';
import { Card, CardContent, CardHeader, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Role } from '../../constants';
import { userNetworkPage } from '../creditApi';
import { useBalanceVersion } from '../balance/balanceStore';
import { LOW_BALANCE_THRESHOLD } from '../constants';
import { useMoney } from '../money/useMoney';
import { MessageAlert } from '../../layout/FormFeedback';
import { adminPath } from '../../layout/AdminLink';
import { RoleChips } from '../../roles';
import { OfferButton } from '../../creditOrders/offers/OfferButton';
import { ListPager, usePagedLoad } from '../../shared/usePagedLoad';
import { useDebounced } from '../../shared/useDebounced';
import { CreditActionButtons } from './CreditActionButtons';
import { EmptyState } from '../../shared/EmptyState';
import { TableSkeleton } from '../../shared/LoadingSkeleton';

const historyOf = (userId: string) => adminPath(`/credit-history?filter=${encodeURIComponent(JSON.stringify({ userId }))}`);

/**
 * The accounts below the caller with their balances, a page at a time in tree order (a distributor
 * may have thousands), searched by name or email; transfer and deduct on the direct ones. Reloaded
 * when a balance changes: a transfer or deduction changes a sub-account's balance too.
 */
export const NetworkAccounts = ({ canTransfer }: { canTransfer: boolean }) => {
  const translate = useTranslate();
  const money = useMoney();
  const version = useBalanceVersion();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim());
  const list = usePagedLoad(`network:${version}`, (page, perPage) => userNetworkPage(page, perPage, q), undefined, q);
  const accounts = list.rows ?? [];
  // No network at all: nothing to show. A search that finds nobody keeps the box to change it.
  if (!list.loading && !list.error && list.total === 0 && !q && !input) return null;
  return (
    <Card variant="outlined">
      <CardHeader title={translate('credit.transfer.network_title')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        <MessageAlert message={list.error} />
        {/* A search is offered once the accounts fill more than a page (or one is being typed). */}
        {(list.total > list.perPage || input) && (
          <TextField size="small" type="search" sx={{ mb: 1, width: 320, maxWidth: '100%' }} label={translate('credit.transfer.network_search')} value={input}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            onChange={(event) => setInput(event.target.value)} />
        )}
        {!list.loading && q && list.total === 0 && <EmptyState text="credit.transfer.network_none" />}
        {list.rows === undefined && list.loading ? <TableSkeleton columns={4} rows={3} /> : <TableScroll><Table size="small" data-testid="network-accounts">
          <TableHead>
            <TableRow>
              <TableCell>{translate('credit.transfer.account')}</TableCell>
              <TableCell sx={WIDER_THAN_PHONE}>{translate('resources.users.fields.roles')}</TableCell>
              <TableCell align="right">{translate('credit.balance.label')}</TableCell>
              <TableCell align="right">{translate('credit.transfer.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => (
              <TableRow key={account.id} hover>
                <TableCell sx={{ pl: 2 + (account.depth - 1) * 3 }}>
                  <Typography variant="body2">{account.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {account.email}
                  </Typography>
                </TableCell>
                <TableCell sx={WIDER_THAN_PHONE}>
                  <RoleChips roles={account.roles as Role[]} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: account.balance <= LOW_BALANCE_THRESHOLD ? 'error.main' : undefined }}>
                  {money.credits(account.balance)}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Tooltip title={translate('credit.menu.history')}>
                      <IconButton size="small" component={Link} to={historyOf(account.id)} aria-label={translate('credit.menu.history')}>
                        <HistoryIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {account.depth === 1 && canTransfer && <OfferButton buyer={{ id: account.id, name: account.name }} />}
                    {account.depth === 1 && (
                      <CreditActionButtons size="small" isAdmin={false} canTransfer={canTransfer} canDeduct account={{ id: account.id, name: account.name }} />
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table></TableScroll>}
        <ListPager list={list} />
      </CardContent>
    </Card>
  );
};
