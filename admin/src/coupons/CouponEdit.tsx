import { Edit, SaveButton, SimpleForm, Toolbar, UpdateWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box } from '@mui/material';
import { CouponStatusField, UsesField } from './CouponFields';
import { CouponInputs } from './CouponInputs';
import { couponChangesForApi } from './couponRules';
import type { CouponRecord } from './couponApi';

/** Save the terms; deactivating (dealers can no longer use the code) asks first, activating does not need to. */
const CouponToolbar = () => {
  const record = useRecordContext<CouponRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.active ? (
        <UpdateWithConfirmButton label="coupons.deactivate" data={{ active: false }} icon={<BlockIcon />} color="warning"
          confirmTitle="coupons.deactivate_title" confirmContent="coupons.deactivate_text" titleTranslateOptions={{ code: record.code }} contentTranslateOptions={{ code: record.code }} />
      ) : (
        <UpdateWithConfirmButton label="coupons.activate" data={{ active: true }} icon={<CheckCircleIcon />}
          confirmTitle="coupons.activate_title" confirmContent="credit.confirm.text" titleTranslateOptions={{ code: record?.code }} />
      )}
    </Toolbar>
  );
};

/** "Coupon SPRING-25", its status and uses. */
const CouponTitle = () => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  return <span>{translate('resources.coupon.name', { smart_count: 1 })} {record?.code}</span>;
};

const Usage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
      <CouponStatusField />
      <span>{translate('resources.coupon.fields.usesOfMax')}: <UsesField /></span>
    </Box>
  );
};

/** Admin: change a coupon's terms; the code stays. */
export const CouponEdit = () => (
  <Edit mutationMode="pessimistic" transform={couponChangesForApi} redirect="list" title={<CouponTitle />}>
    <SimpleForm noValidate toolbar={<CouponToolbar />}>
      <Usage />
      <CouponInputs />
    </SimpleForm>
  </Edit>
);
