import { Button, Typography } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, NumberInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useIdempotentSubmit } from '../../shared/idempotency';
import { isValidAmount } from '../amountRules';
import { MessageAlert } from '../../layout/FormFeedback';
import { useSubmission } from '../../layout/useSubmission';
import { SectionCard } from '../../profile/SectionCard';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { UserInfo } from '../../providers/types';

type AllowanceValues = { allowed: boolean; limit: number | null };

/** The limit only matters when ordering without balance is allowed. */
const LimitInput = () => (
  <FormDataConsumer<AllowanceValues>>
    {({ formData }) =>
      formData.allowed ? (
        <NumberInput source="limit" label="credit.profile_admin.limit" helperText="credit.profile_admin.limit_help" validate={isValidAmount} min={0} fullWidth />
      ) : null
    }
  </FormDataConsumer>
);

/** Allow ordering without balance, with an optional limit (POST /api/credit/order-without-balance). */
export const OrderWithoutBalanceCard = ({ user, onSaved }: { user: UserInfo; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const save = useIdempotentSubmit((body: { userId: string; allowed: boolean; limit: number | null }, key: string) =>
    dataProvider.setOrderWithoutBalance(body, key),
  );
  const { pending, error, submit } = useSubmission<AllowanceValues>(async (values) => {
    const limit = values.limit === null || values.limit === undefined || String(values.limit) === '' ? null : Number(values.limit);
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
      <Form defaultValues={{ allowed: user.allowedOrderNoBalance.status, limit: user.allowedOrderNoBalance.limit }} onSubmit={submit} noValidate>
        <BooleanInput source="allowed" label="credit.profile_admin.allowed" />
        <LimitInput />
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('ra.action.save')}
        </Button>
      </Form>
    </SectionCard>
  );
};
