import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import type { UserRecord } from '../providers/types';
import { UserPicker } from '../shared/UserPicker';
import { useCommand } from '../shared/useCommand';
import { networkApi } from './api';

/**
 * Admin: put a dealer under a distributor, or take it out (user/add-dealer, user/remove-dealer).
 * Both accounts are searched by name or email as they are typed: a large network has hundreds of
 * distributors and thousands of dealers, too many for a list to load or to scroll.
 */
export const DealerNetworkPage = () => {
  const translate = useTranslate();
  const [distributor, setDistributor] = useState<UserRecord | null>(null);
  const [picked, setPicked] = useState<UserRecord | null>(null);
  const { busy, run } = useCommand();
  // The dealer as it is now (its parent changes with each move).
  const { data: dealer, refetch } = useGetOne<UserRecord>('users', { id: picked?.id ?? '' }, { enabled: picked !== null });
  const inNetwork = distributor !== null && dealer !== undefined && dealer.parentId === distributor.id;
  const move = async () => {
    if (!distributor || !picked) return;
    const [distributorId, dealerId] = [String(distributor.id), String(picked.id)];
    const action = () => (inNetwork ? networkApi.removeDealer(distributorId, dealerId) : networkApi.addDealer(distributorId, dealerId));
    if (await run(action, inNetwork ? 'networks.dealers.removed' : 'networks.dealers.added')) await refetch();
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="networks.dealers.title" />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('networks.dealers.help')}</Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <UserPicker label="networks.dealers.distributor" role="Distributor" value={distributor} onChange={setDistributor} />
          <UserPicker label="networks.dealers.dealer" role="Dealer" value={picked} onChange={setPicked} />
          <Box>
            <Button variant="contained" color={inNetwork ? 'error' : 'primary'} disabled={busy || !distributor || !picked || !dealer} onClick={() => void move()}>
              {translate(inNetwork ? 'networks.dealers.remove' : 'networks.dealers.add')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
