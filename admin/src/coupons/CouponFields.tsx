import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { useFormatLocale } from '../credit/dates';
import { useDates } from '../fields';
import type { CouponRecord, CouponStatus } from './couponApi';

const STATUS_COLOR: Record<CouponStatus, 'success' | 'default' | 'info' | 'warning' | 'error'> = {
  active: 'success', inactive: 'default', scheduled: 'info', expired: 'warning', used_up: 'error',
};

/** What a dealer meets now: active, inactive, not valid yet, expired, used up. */
export const CouponStatusField = (_: { label?: string }) => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLOR[record.status]} label={translate(`coupons.status.${record.status}`)} />;
};

/** "25 %" in the UI language. */
export const DiscountField = (_: { label?: string }) => {
  const record = useRecordContext<CouponRecord>();
  const locale = useFormatLocale();
  if (!record) return null;
  return <span>{new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(record.discountPercent)} %</span>;
};

/** "24/11/2026 – 31/12/2026"; an open start or end reads "always" / "no end". */
export const ValidityField = (_: { label?: string }) => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  const { date: day } = useDates();
  if (!record) return null;
  if (!record.validFrom && !record.validUntil) return <span>{translate('coupons.always')}</span>;
  return <span>{record.validFrom ? day(record.validFrom) : '…'} – {record.validUntil ? day(record.validUntil) : translate('coupons.no_end')}</span>;
};

/** "3 / 10" uses of the limit, "3 / ∞" without one. */
export const UsesField = (_: { label?: string }) => {
  const record = useRecordContext<CouponRecord>();
  if (!record) return null;
  return <span>{record.uses} / {record.maxUses ?? '∞'}</span>;
};
