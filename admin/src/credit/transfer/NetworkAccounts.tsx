import { TableScroll } from '../../shared/phoneTable';
import { Card, CardContent, CardHeader, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Role } from '../../constants';
import { useNetwork } from '../AccountInputs';
import { LOW_BALANCE_THRESHOLD } from '../constants';
import { useMoney } from '../money/useMoney';
import { MessageAlert } from '../../layout/FormFeedback';
import { adminPath } from '../../layout/AdminLink';
import { RoleChips } from '../../roles';
import { OfferButton } from '../../creditOrders/offers/OfferButton';
import { CreditActionButtons } from './CreditActionButtons';

const historyOf = (userId: string) => adminPath(`/credit-history?filter=${encodeURIComponent(JSON.stringify({ userId }))}`);

/** The accounts below the caller with their balances; transfer and deduct on the direct ones. */
export const NetworkAccounts = ({ canTransfer }: { canTransfer: boolean }) => {
  const translate = useTranslate();
  const money = useMoney();
  const { accounts, error, loading } = useNetwork();
  if (!loading && accounts.length === 0 && !error) return null;
  return (
    <Card variant="outlined">
      <CardHeader title={translate('credit.transfer.network_title')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        <MessageAlert message={error} />
        <TableScroll><Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('credit.transfer.account')}</TableCell>
              <TableCell>{translate('resources.users.fields.roles')}</TableCell>
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
                <TableCell>
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
        </Table></TableScroll>
      </CardContent>
    </Card>
  );
};
