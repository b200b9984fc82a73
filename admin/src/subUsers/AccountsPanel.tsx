import { TableScroll } from '../shared/phoneTable';
import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import KeyIcon from '@mui/icons-material/Key';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import type { PortalDataProvider } from '../providers/dataProvider';
import { useMayOpen } from '../roles/useMayOpen';
import { CreateAccountDialog, PasswordDialog } from './AccountDialogs';
import { DeleteRowButton } from './DeleteRowButton';
import type { SubUserAccount, SubUserPanelProps } from './subUserApi';
import { EmptyState } from '../shared/EmptyState';
import { TableSkeleton } from '../shared/LoadingSkeleton';

/** The account's sub-users (find-accounts), all or one set's; create, change a password, delete. */
export const AccountsPanel = ({ sets, accounts, loading, error, onChanged }: SubUserPanelProps) => {
  const translate = useTranslate();
  const { date } = useDates();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const mayOpen = useMayOpen();
  const may = (action: string) => mayOpen({ permission: `user_management.${action}` });
  const [setId, setSetId] = useState('');
  const [creating, setCreating] = useState(false);
  const [passwordOf, setPasswordOf] = useState<SubUserAccount | null>(null);
  const shown = accounts?.filter((account) => !setId || account.permissionId === setId);
  const noSets = sets?.length === 0;
  return (
    <Card data-testid="sub-user-accounts">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" sx={{ flex: 1 }}>{translate('sub_users.accounts.title')}</Typography>
          <TextField
            select size="small" label={translate('sub_users.accounts.filter')} value={setId} onChange={(event) => setSetId(event.target.value)}
            fullWidth={false} sx={{ width: 260, my: 0 }} disabled={!sets?.length} helperText={false}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{translate('sub_users.accounts.all_sets')}</MenuItem>
            {sets?.map((set) => <MenuItem key={set.id} value={set.id}>{set.name}</MenuItem>)}
          </TextField>
          {may('create_user') && (
            <Button variant="contained" startIcon={<PersonAddIcon />} disabled={!sets?.length} onClick={() => setCreating(true)}>{translate('sub_users.accounts.create')}</Button>
          )}
        </Box>
        {loading && !accounts && <TableSkeleton columns={5} rows={3} />}
        {error && <Typography color="error" role="alert">{translate(error, { _: error })}</Typography>}
        {noSets && <EmptyState text="sub_users.accounts.no_sets" />}
        {!noSets && shown?.length === 0 && <EmptyState text={setId ? 'sub_users.accounts.empty_set' : 'sub_users.accounts.empty'} />}
        {shown && shown.length > 0 && (
          <TableScroll><Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('sub_users.accounts.name')}</TableCell>
                <TableCell>{translate('sub_users.accounts.email')}</TableCell>
                <TableCell>{translate('sub_users.accounts.set')}</TableCell>
                <TableCell>{translate('sub_users.sets.role')}</TableCell>
                <TableCell>{translate('sub_users.accounts.since')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((account) => (
                <TableRow key={account.id} data-testid="sub-user-row">
                  <TableCell>{`${account.firstName} ${account.lastName}`}</TableCell>
                  <TableCell>{account.email}</TableCell>
                  <TableCell>{account.permissionName}</TableCell>
                  <TableCell>{translate(`sub_users.roles.${account.role}`)}</TableCell>
                  <TableCell>{date(account.createdAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {may('update_password') && (
                      <Button size="small" startIcon={<KeyIcon />} onClick={() => setPasswordOf(account)}>{translate('sub_users.accounts.password_action')}</Button>
                    )}
                    {may('delete_user') && <DeleteRowButton of="accounts" args={{ email: account.email }} run={() => dataProvider.deleteAccount(account.id)} onDone={onChanged} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
        )}
      </CardContent>
      {creating && sets && (
        <CreateAccountDialog sets={sets} permissionId={setId} onClose={() => setCreating(false)} onSaved={() => { setCreating(false); onChanged(); }} />
      )}
      {passwordOf && <PasswordDialog account={passwordOf} onClose={() => setPasswordOf(null)} />}
    </Card>
  );
};
