import { Card, CardContent, CardHeader } from '@mui/material';
import { ListBase, Pagination, useTranslate } from 'react-admin';
import { MOVEMENTS_PAGE_SIZE } from '../constants';
import { MovementTable } from '../movements';

/** The account's movements with running balance, paginated. */
export const AccountMovements = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate('credit.profile_admin.movements_title')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        <ListBase resource="movements" filter={{ userId }} sort={{ field: 'id', order: 'DESC' }} perPage={MOVEMENTS_PAGE_SIZE} disableSyncWithLocation storeKey={false}>
          <MovementTable />
          <Pagination />
        </ListBase>
      </CardContent>
    </Card>
  );
};
