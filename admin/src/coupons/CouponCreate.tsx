import { Create, SimpleForm } from 'react-admin';
import { CouponInputs } from './CouponInputs';
import { newCouponForApi } from './couponRules';

/** Admin: a new coupon, active unless switched off. */
export const CouponCreate = () => (
  <Create redirect="list" transform={newCouponForApi}>
    <SimpleForm noValidate defaultValues={{ active: true }}>
      <CouponInputs />
    </SimpleForm>
  </Create>
);
