import { BooleanInput, DateTimeInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { MAX_DISCOUNT_PERCENT } from '../../../events/constants';
import { isRequired } from '../validation/validators';
import { endsAfterStart, isCode, isDiscount, isUses } from './couponRules';
import type { CouponRecord } from './couponApi';

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' };

/** Shared by CouponCreate and CouponEdit: the code is fixed once created; `active` has its own buttons on edit. */
export const CouponInputs = () => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  const editing = Boolean(record?.code);
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('coupons.hint', { max: MAX_DISCOUNT_PERCENT })}</Alert>
      <Box sx={grid}>
        <TextInput source="code" validate={[isRequired, isCode]} disabled={editing} helperText="coupons.code_hint"
          parse={(value: string) => value.toUpperCase()} inputProps={{ style: { fontFamily: 'monospace' } }} />
        <TextInput source="discountPercent" validate={[isRequired, isDiscount]} helperText="coupons.discount_hint" inputProps={{ inputMode: 'decimal' }} />
        <DateTimeInput source="validFrom" helperText="coupons.valid_from_hint" />
        <DateTimeInput source="validUntil" validate={endsAfterStart} helperText="coupons.valid_until_hint" />
        <TextInput source="maxUses" validate={isUses} helperText="coupons.unlimited_hint" inputProps={{ inputMode: 'numeric' }} />
        <TextInput source="maxUsesPerDealer" validate={isUses} helperText="coupons.unlimited_hint" inputProps={{ inputMode: 'numeric' }} />
      </Box>
      <TextInput source="description" multiline minRows={2} fullWidth />
      {editing ? null : <BooleanInput source="active" />}
    </Box>
  );
};
