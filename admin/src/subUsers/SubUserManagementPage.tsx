import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { useUserInfo } from '../providers/useUserInfo';
import { useLoad } from '../shared/useLoad';
import { AccountsPanel } from './AccountsPanel';
import { PermissionSetsPanel } from './PermissionSetsPanel';

/**
 * subuser-management (spec section 2): the account's permission sets and its sub-user accounts.
 * A sub-user managing sub-users acts on its parent's account: user/view's id is the parent's.
 */
export const SubUserManagementPage = () => {
  const user = useUserInfo();
  const sets = useLoad('sub-user-sets', (provider) => provider.getPermissionSets());
  const accounts = useLoad(user ? `sub-user-accounts:${user.id}` : null, (provider) => provider.findAccounts(String(user!.id)));
  const reload = () => {
    sets.reload();
    accounts.reload();
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="sub_users.title" />
      <PermissionSetsPanel sets={sets.data} accounts={accounts.data} loading={sets.loading} error={sets.error} onChanged={reload} />
      <AccountsPanel sets={sets.data} accounts={accounts.data} loading={accounts.loading} error={accounts.error} onChanged={reload} />
    </Stack>
  );
};
