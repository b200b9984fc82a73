import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Resource } from 'react-admin';
import { ResourceMenuEntry } from '../layout/MenuEntry';
import type { Role } from '../constants';
import { useMayOpen, useRoles } from '../roles/useMayOpen';
import { COUPON_RESOURCE } from './couponApi';

export { couponCommands, withCouponCommands } from './couponApi';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const CouponCreate = lazyPage(() => import('./CouponCreate'), 'CouponCreate');
const CouponEdit = lazyPage(() => import('./CouponEdit'), 'CouponEdit');
const CouponList = lazyPage(() => import('./CouponList'), 'CouponList');

/** The Admin runs coupons (spec section 7: coupon/index, create, update). */
export const coupons = { list: CouponList, create: CouponCreate, edit: CouponEdit, icon: LocalOfferIcon, recordRepresentation: 'code' };
/** Support may view coupon (spec section 6): the list only. */
export const couponsReadOnly = { list: CouponList, icon: LocalOfferIcon, recordRepresentation: 'code' };

const mayView = (permissions: readonly Role[] | undefined) => Boolean(permissions?.some((role) => role === 'Admin' || role === 'Support'));

/** The coupon resource for who may see it: editable for the Admin, read-only for Support. */
export const couponResource = (permissions: readonly Role[]) => {
  if (permissions.includes('Admin')) return <Resource name={COUPON_RESOURCE} {...coupons} />;
  return mayView(permissions) ? <Resource name={COUPON_RESOURCE} {...couponsReadOnly} /> : null;
};

/** The sidebar entry, for the Admin and Support. */
export const CouponMenuItem = () => {
  const roles = useRoles();
  const mayOpen = useMayOpen();
  return mayView(roles) && mayOpen({ path: '/coupon' }) ? <ResourceMenuEntry name={COUPON_RESOURCE} /> : null;
};
