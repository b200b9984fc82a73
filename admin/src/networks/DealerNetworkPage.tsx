import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { networkApi } from './api';

type Account = { id: string; firstName: string; lastName: string; email: string; parentId: string | null };
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'email', order: 'ASC' as const } };

/** Admin: put a dealer under a distributor, or take it out (user/add-dealer, user/remove-dealer). */
export const DealerNetworkPage = () => {
  const translate = useTranslate();
  const [distributorId, setDistributorId] = useState('');
  const [dealerId, setDealerId] = useState('');
  const { busy, run } = useCommand();
  const distributors = useGetList<Account>('users', { ...ALL, filter: { role: 'Distributor' } });
  const dealers = useGetList<Account>('users', { ...ALL, filter: { role: 'Dealer' } });
  const dealer = dealers.data?.find((d) => d.id === dealerId);
  const inNetwork = dealer?.parentId === distributorId;
  const move = async () => {
    const action = () => (inNetwork ? networkApi.removeDealer(distributorId, dealerId) : networkApi.addDealer(distributorId, dealerId));
    if (await run(action, inNetwork ? 'networks.dealers.removed' : 'networks.dealers.added')) await dealers.refetch();
  };
  const label = (account: Account) => `${account.firstName} ${account.lastName} (${account.email})`;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="networks.dealers.title" />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('networks.dealers.help')}</Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField select size="small" label={translate('networks.dealers.distributor')} value={distributorId} onChange={(e) => setDistributorId(e.target.value)}>
            {(distributors.data ?? []).map((account) => <MenuItem key={account.id} value={account.id}>{label(account)}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={translate('networks.dealers.dealer')} value={dealerId} onChange={(e) => setDealerId(e.target.value)}>
            {(dealers.data ?? []).map((account) => <MenuItem key={account.id} value={account.id}>{label(account)}</MenuItem>)}
          </TextField>
          <Box>
            <Button variant="contained" color={inNetwork ? 'error' : 'primary'} disabled={busy || !distributorId || !dealerId} onClick={() => void move()}>
              {translate(inNetwork ? 'networks.dealers.remove' : 'networks.dealers.add')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
