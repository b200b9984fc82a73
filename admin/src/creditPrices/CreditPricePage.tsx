import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { UserPicker } from '../shared/UserPicker';
import { storage } from '../providers/storage';
import type { UserRecord } from '../providers/types';
import { PriceTableCard } from './PriceTableCard';

/**
 * /credit-price (Distributor, Admin): the credit price table. A distributor edits the table its
 * sub-accounts buy at; an administrator the base table, and any seller's table.
 */
export const CreditPricePage = () => {
  const translate = useTranslate();
  const user = storage.getUser();
  const isAdmin = user?.rol.includes('Admin') ?? false;
  const [seller, setSeller] = useState<UserRecord | null>(null);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="credit.price.title" />
      <Typography variant="body2" color="text.secondary">
        {translate(isAdmin ? 'credit.price.admin_help' : 'credit.price.help')}
      </Typography>
      {isAdmin ? (
        <>
          <PriceTableCard owner="base" title="credit.price.base_title" />
          <Box>
            <UserPicker label="credit.dashboard.pick_account" value={seller} onChange={setSeller} />
          </Box>
          {seller && <PriceTableCard key={String(seller.id)} owner={String(seller.id)} title={translate('credit.price.seller_title', { name: `${seller.firstName} ${seller.lastName}`.trim() })} />}
        </>
      ) : (
        user && <PriceTableCard owner={String(user.id)} title="credit.price.own_title" own />
      )}
    </Stack>
  );
};
