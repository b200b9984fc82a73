import { Button, Typography } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NewAmountInput, typedOrKept } from '../../fields';
import { useIdempotentSubmit } from '../../shared/idempotency';
import { isValidAmount } from '../amountRules';
import { useMoney } from '../money/useMoney';
import { MessageAlert } from '../../layout/FormFeedback';
import { useSubmission } from '../../layout/useSubmission';
import { SectionCard } from '../../profile/SectionCard';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { UserInfo } from '../../providers/types';

type AllowanceValues = { allowed: boolean; limit?: string | null; removeLimit?: boolean };

/**
 * The limit only matters when ordering without balance is allowed. It starts empty and an empty
 * one keeps the saved limit; removing a saved limit is a choice of its own.
 */
const LimitInputs = ({ saved }: { saved: number | null }) => {
  const translate = useTranslate();
  const money = useMoney();
  const help = saved === null ? translate('credit.profile_admin.limit_help') : translate('credit.profile_admin.limit_keeps', { limit: money.creditCount(saved) });
  return (
    <FormDataConsumer<AllowanceValues>>
      {({ formData }) =>
        formData.allowed ? (
          <>
            {saved !== null && <BooleanInput source="removeLimit" label="credit.profile_admin.remove_limit" />}
            {!formData.removeLimit && <NewAmountInput source="limit" label="credit.profile_admin.limit" helperText={help} validate={isValidAmount} decimals fullWidth />}
          </>
        ) : null
      }
    </FormDataConsumer>
  );
};

/** Allow ordering without balance, with an optional limit (POST /api/credit/order-without-balance). */
export const OrderWithoutBalanceCard = ({ user, onSaved }: { user: UserInfo; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const saved = user.allowedOrderNoBalance.limit;
  const save = useIdempotentSubmit((body: { userId: string; allowed: boolean; limit: number | null }, key: string) =>
    dataProvider.setOrderWithoutBalance(body, key),
  );
  const { pending, error, submit } = useSubmission<AllowanceValues>(async (values) => {
    const limit = values.removeLimit ? null : typedOrKept(values.limit, saved);
    await save({ userId: String(user.id), allowed: Boolean(values.allowed), limit: values.allowed ? limit : null });
    notify('credit.profile_admin.allowance_saved', { type: 'success' });
    onSaved();
  });
  return (
    <SectionCard title="credit.profile_admin.allowance_title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('credit.profile_admin.allowance_help')}
      </Typography>
      <MessageAlert message={error} />
      <Form defaultValues={{ allowed: user.allowedOrderNoBalance.status, removeLimit: false }} onSubmit={submit} noValidate>
        <BooleanInput source="allowed" label="credit.profile_admin.allowed" />
        <LimitInputs saved={saved} />
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('ra.action.save')}
        </Button>
      </Form>
    </SectionCard>
  );
};
