import { LoadingBar } from '../../shared/LoadingBar';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderType } from '../../../../events/constants';
import type { SiteOffers } from '../../vehicleSearch/searchApi';
import type { DraftChange, OrderDraft } from '../draft/draft';
import { optionChoices, stageChoices } from '../draft/stageChoices';
import { DsgHardwareInput } from './DsgHardwareInput';
import { OrderTypeChoice } from './OrderTypeChoice';
import { StageChoice } from './StageChoice';
import { StageOptions } from './StageOptions';

type Props = { draft: OrderDraft; change: (change: DraftChange) => void; offers: SiteOffers | undefined; loading: boolean; error: string | null; families: string[]; allowed: readonly OrderType[] };

/** Order type, the stage list it fills, the stage's options and, for DSG, the hardware modification. */
export const OrderStep = ({ draft, change, offers, loading, error, families, allowed }: Props) => {
  const translate = useTranslate();
  const stages = stageChoices(offers, draft.type, draft.gearbox);
  const needsGearbox = draft.type !== null && draft.type !== 'ECU' && !draft.gearbox;
  return (
    <Stack spacing={2}>
      {!draft.vehicle && <Typography color="text.secondary">{translate('software_orders.order.vehicle_first')}</Typography>}
      <OrderTypeChoice type={draft.type} disabled={!draft.vehicle} gearboxes={families.length > 0} allowed={allowed} onChoose={(orderType) => change({ type: 'orderType', orderType })} />
      {loading && <LoadingBar />}
      {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      {needsGearbox && <Alert severity="info">{translate('software_orders.order.gearbox_first')}</Alert>}
      {draft.type && !needsGearbox && offers && (stages.length > 0
        ? <StageChoice type={draft.type} choices={stages} value={draft.stage} onChoose={(stage) => change({ type: 'stage', stage })} />
        : <Alert severity="info">{translate('software_orders.order.no_stages')}</Alert>)}
      {draft.type && draft.stage && <StageOptions options={optionChoices(offers, draft.type, draft.stage, draft.gearbox)} chosen={draft.options} change={change} showUnit={draft.type === 'ECU + DSG'} />}
      {draft.type && draft.type !== 'ECU' && <DsgHardwareInput value={draft.dsgHardware} change={change} />}
    </Stack>
  );
};
