import { useState } from 'react';
import { Button, Chip, Stack, TextField } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { useTranslate } from 'react-admin';
import { couponCommands } from '../../coupons/couponApi';
import { COUPON_CODE_LENGTH, isCouponCode, normaliseCouponCode } from '../../../../events/coupons/code';
import { screenErrorText } from '../../shared/errors';
import type { DraftCoupon } from '../draft/draft';

/** The coupon of the draft: typed, checked with Apply (POST /api/coupon/validate), then shown with its discount until removed. */
export const CouponInput = ({ coupon, onChange }: { coupon: DraftCoupon | null; onChange: (coupon: DraftCoupon | null) => void }) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  if (coupon) {
    return (
      <Chip color="success" icon={<LocalOfferIcon />} data-testid="applied-coupon" sx={{ alignSelf: 'flex-start' }}
        label={translate('software_orders.coupon.applied', { code: coupon.code, percent: coupon.discountPercent })}
        onDelete={() => onChange(null)} />
    );
  }
  const apply = () => {
    if (!code.trim()) return setProblem('portal.validation.required');
    // The code's own rule first: a code that cannot exist is named as such, not sent.
    if (!isCouponCode(normaliseCouponCode(code))) return setProblem(translate('errors.COUPON_CODE_FORMAT', COUPON_CODE_LENGTH));
    setChecking(true);
    couponCommands.validateCoupon(code.trim()).then(
      (answer) => {
        setProblem(null);
        setCode('');
        onChange({ code: answer.code, discountPercent: answer.discountPercent });
      },
      (failure: unknown) => setProblem(screenErrorText(failure)),
    ).finally(() => setChecking(false));
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField size="small" name="coupon" sx={{ maxWidth: 320 }} fullWidth label={translate('software_orders.coupon.code')} value={code} error={problem !== null}
        helperText={problem ? translate(problem, { _: problem }) : ' '}
        onChange={(event) => { setCode(event.target.value); setProblem(null); }}
        onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); apply(); } }} />
      <Button variant="outlined" onClick={apply} disabled={checking}>{translate('software_orders.coupon.apply')}</Button>
    </Stack>
  );
};
