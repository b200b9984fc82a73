import { Card, CardContent, CardHeader } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { RECENT_MOVEMENTS } from '../constants';
import { MovementTable } from '../movements';

/** The latest movements of the viewed account. */
export const RecentMovementsCard = ({ userId }: { userId?: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate('credit.dashboard.recent')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        <ListBase
          resource="movements"
          filter={userId ? { userId } : undefined}
          sort={{ field: 'id', order: 'DESC' }}
          perPage={RECENT_MOVEMENTS}
          disableSyncWithLocation
          storeKey={false}
        >
          <MovementTable />
        </ListBase>
      </CardContent>
    </Card>
  );
};
