import type { DataProvider, RaRecord } from 'react-admin';
import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/coupons/schemas';
import { api } from '../providers/httpClient';

// The coupon resource (spec section 2: /admin/coupon). simple-rest reads it as is (GET /api/coupon,
// /api/coupon/:code); creating and changing use the spec's calls coupon/create and coupon/update.

export const COUPON_RESOURCE = 'coupon';

export type CouponRecord = Static<typeof schemas.Coupon>;
export type CouponStatus = CouponRecord['status'];
export const COUPON_STATUSES: CouponStatus[] = ['active', 'inactive', 'scheduled', 'expired', 'used_up'];

const path = (id: RaRecord['id']) => `/api/coupon/update/${encodeURIComponent(String(id))}`;

export const withCouponCommands = (provider: DataProvider): DataProvider => ({
  ...provider,
  create: (resource, params) =>
    resource === COUPON_RESOURCE ? api.post<CouponRecord>('/api/coupon/create', params.data).then((data) => ({ data: data as never })) : provider.create(resource, params),
  update: (resource, params) =>
    resource === COUPON_RESOURCE ? api.put<CouponRecord>(path(params.id), params.data).then((data) => ({ data: data as never })) : provider.update(resource, params),
});

/** For the order screen: whether the caller may use a code now (CONTRACT.md "Coupons"). */
export const couponCommands = {
  validateCoupon: (code: string) => api.post<Static<typeof schemas.Validation>>('/api/coupon/validate', { code }),
};
