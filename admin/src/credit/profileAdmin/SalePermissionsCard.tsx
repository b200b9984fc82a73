import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../../shared/errors';
import { SectionCard } from '../../profile/SectionCard';
import type { UserRecord } from '../../providers/types';

type Permission = 'canSale' | 'canBuy';
type CreditUserRecord = UserRecord & { canSale: boolean; canBuy: boolean };

/** May the account sell (transfer) and buy credits (PUT /api/users/:id). */
export const SalePermissionsCard = ({ record }: { record: CreditUserRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<CreditUserRecord>();
  const toggle = (permission: Permission, value: boolean) =>
    update(
      'users',
      { id: record.id, data: { [permission]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('credit.profile_admin.permissions_saved', { type: 'success' }),
        onError: (failure) => notify(errorMessage(failure), { type: 'error' }),
      },
    );
  return (
    <SectionCard title="credit.profile_admin.permissions_title">
      <Stack>
        {(['canSale', 'canBuy'] as const).map((permission) => (
          <FormControlLabel
            key={permission}
            control={<Switch checked={Boolean(record[permission])} disabled={isPending} onChange={(event) => toggle(permission, event.target.checked)} />}
            label={translate(`credit.profile_admin.${permission}`)}
          />
        ))}
      </Stack>
    </SectionCard>
  );
};
