import type { DataProvider, RaRecord } from 'react-admin';
import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/coupons/schemas';
import { answered, apiClient } from '../providers/apiClient';
import type { ApiBody } from '../providers/apiTypes';

// The coupon resource (spec section 2: /admin/coupon). simple-rest reads it as is (GET /api/coupon,
// /api/coupon/:code); creating and changing use the spec's calls coupon/create and coupon/update.

export const COUPON_RESOURCE = 'coupon';

export type CouponRecord = Static<typeof schemas.Coupon>;
export type CouponStatus = CouponRecord['status'];
export const COUPON_STATUSES: CouponStatus[] = ['active', 'inactive', 'scheduled', 'expired', 'used_up'];

const byCode = (id: RaRecord['id']) => ({ path: { code: String(id) } });
// react-admin hands the form's values untyped; the coupon form's required inputs fill the body and the server's schema checks it.
const createBody = (data: Partial<RaRecord>) => data as ApiBody<'/api/coupon/create'>;
const updateBody = (data: Partial<RaRecord>) => data as ApiBody<'/api/coupon/update/{code}', 'put'>;

export const withCouponCommands = (provider: DataProvider): DataProvider => ({
  ...provider,
  create: (resource, params) =>
    resource === COUPON_RESOURCE ? answered(apiClient.POST('/api/coupon/create', { body: createBody(params.data) })).then((data) => ({ data: data as never })) : provider.create(resource, params),
  update: (resource, params) =>
    resource === COUPON_RESOURCE ? answered(apiClient.PUT('/api/coupon/update/{code}', { params: byCode(params.id), body: updateBody(params.data) })).then((data) => ({ data: data as never })) : provider.update(resource, params),
});

/** For the order screen: whether the caller may use a code now (CONTRACT.md "Coupons"). */
export const couponCommands = {
  validateCoupon: (code: string) => answered(apiClient.POST('/api/coupon/validate', { body: { code } })),
};
