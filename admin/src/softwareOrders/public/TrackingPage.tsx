import { useCallback } from 'react';
import { Chip, CircularProgress, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { MessageAlert } from '../../layout/FormFeedback';
import { PublicLayout } from '../../layout/PublicLayout';
import { useOneShotRequest } from '../../layout/useOneShotRequest';
import { Facts } from './Facts';
import { usePublicOrderLabels } from './labels';
import { publicOrderApi } from './publicOrderApi';

const k = (key: string) => `public_orders.tracking.${key}`;
const NOT_FOUND = 'errors.SOFTWARE_ORDER_NOT_FOUND';

/**
 * The spec's public /detail-order/{number_order}: where the dealer's customer follows an order.
 * Our reading: numbers are sequential and guessable, so the link also carries the order's public
 * id, /detail-order/:number?key=<public id>; without a matching key the order is not found.
 */
export const TrackingPage = () => {
  const { number = '' } = useParams<{ number: string }>();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const translate = useTranslate();
  const labels = usePublicOrderLabels();
  const load = useCallback(
    // Without a key there is nothing to ask: the same answer as a wrong one.
    () => (key ? publicOrderApi.getTracking(number, key) : Promise.reject(new Error(NOT_FOUND))),
    [number, key],
  );
  const state = useOneShotRequest(load);
  return (
    <PublicLayout title={k('title')} icon={<LocalShippingOutlinedIcon color="primary" />}>
      {state.status === 'pending' && <CircularProgress aria-label={translate('ra.message.loading')} />}
      {state.status === 'failed' && <MessageAlert message={state.error} />}
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
        </Stack>
      )}
    </PublicLayout>
  );
};
