import { useCallback } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { MessageAlert } from '../../layout/FormFeedback';
import { storage } from '../../providers/storage';
import { PublicLayout } from '../../layout/PublicLayout';
import { CardSkeleton } from '../../shared/LoadingSkeleton';
import { useOneShotRequest } from '../../layout/useOneShotRequest';
import { Facts } from './Facts';
import { usePublicOrderLabels } from './labels';
import { publicOrderApi } from './publicOrderApi';

const k = (key: string) => `public_orders.tracking.${key}`;
const NOT_FOUND = 'errors.SOFTWARE_ORDER_NOT_FOUND';

/**
 * The spec's public /detail-order/{number_order}: where the dealer's customer follows an order.
 * Our reading: numbers are sequential and guessable, so the link a customer gets also carries the
 * order's public id, /detail-order/:number?key=<public id>; a signed-in reader of the order (its
 * dealer chain, staff, its calibrator) opens it by the number alone, with a way on to the order. A
 * visitor without a matching key, or a signed-in account the order is not for, finds no order.
 */
export const TrackingPage = () => {
  const { number = '' } = useParams<{ number: string }>();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const translate = useTranslate();
  const labels = usePublicOrderLabels();
  const signedIn = storage.getToken() !== null;
  const load = useCallback(
    // The key decides when there is one; signed in, the number alone; otherwise the answer of a wrong key.
    (): Promise<{ id?: string } & Awaited<ReturnType<typeof publicOrderApi.getTracking>>> => {
      if (key) return publicOrderApi.getTracking(number, key);
      return signedIn ? publicOrderApi.getOwnTracking(number) : Promise.reject(new Error(NOT_FOUND));
    },
    [number, key, signedIn],
  );
  const state = useOneShotRequest(load);
  return (
    <PublicLayout title={k('title')} icon={<LocalShippingOutlinedIcon color="primary" />}>
      {state.status === 'pending' && <CardSkeleton lines={6} />}
      {state.status === 'failed' && <MessageAlert message={state.error} />}
      {state.status === 'failed' && !signedIn && !key && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">{translate(k('sign_in'))}</Typography>
          <Button component={Link} to={adminPath('/login')} variant="outlined">{translate('ra.auth.sign_in')}</Button>
        </Stack>
      )}
      {state.status === 'done' && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="p">{translate(k('order'), { number: state.result.number })}</Typography>
            <Chip color="primary" label={labels.status(state.result.status)} aria-label={translate(k('status'))} />
          </Stack>
          <Facts title={translate(k('details'))} rows={[
            [translate(k('vehicle')), `${state.result.vehicle.make} ${state.result.vehicle.model} ${state.result.vehicle.generation}`],
            [translate('public_orders.certificate.engine'), state.result.vehicle.engine],
            [translate(k('stage')), labels.stage(state.result.type, state.result.stage, state.result.stageName)],
            [translate(k('status')), labels.status(state.result.status)],
            [translate(k('placed')), labels.date(state.result.placedAt)],
            [translate(k('updated')), labels.date(state.result.updatedAt)],
          ]} />
          {state.result.id && (
            <Button component={Link} to={adminPath(`/order-detail/${state.result.id}`)} variant="contained" startIcon={<OpenInNewIcon />} sx={{ alignSelf: 'flex-start' }}>
              {translate(k('open_order'))}
            </Button>
          )}
        </Stack>
      )}
    </PublicLayout>
  );
};
