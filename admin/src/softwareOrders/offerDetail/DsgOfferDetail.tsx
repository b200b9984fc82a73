import { Alert, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { useLoad } from '../../shared/useLoad';
import { DsgOffers } from '../../vehicleSearch/DsgOffers';
import { useOfferLabels } from '../../vehicleSearch/offerLabels';
import type { ComboOffer, DsgOffer, OfferCurrency, VehicleOffer } from '../../vehicleSearch/searchApi';
import { useCountryCode } from '../../vehicleSearch/useCountryCode';
import { asDraftVehicle } from '../draft/draft';
import { OfferCard } from './OfferCard';
import { offerDetailPath } from './paths';
import { OrderStageButton } from './OrderStageButton';
import { useMayOpen } from '../../roles/useMayOpen';

type DsgDetail = { offer: DsgOffer | undefined; combos: ComboOffer[]; currency: OfferCurrency; vehicle: VehicleOffer | undefined };

/**
 * order-software-detail/DSG/:family: the gearbox family's stages and options. Seen from a vehicle
 * (`?vehicle=`), its combos too and a stage can be ordered for that vehicle (GET /api/site/:id?dsg=);
 * alone, the family's offer (GET /api/vehicles-dsg/tcu/:family) and the way to the order screen.
 */
export const DsgOfferDetail = ({ family, vehicleId }: { family: string; vehicleId: string | null }) => {
  const translate = useTranslate();
  const labels = useOfferLabels();
  const alpha2 = useCountryCode();
  const mayOrder = useMayOpen()({ path: '/order-software' }); // a sub-user's "create order" switch (issue 13)
  const detail = useLoad<DsgDetail>(alpha2 ? JSON.stringify([family, vehicleId, alpha2]) : null, async (provider) => {
    if (vehicleId) {
      const answer = await provider.getVehicleOffers(vehicleId, alpha2!, family);
      return { offer: answer.message.dsg.find((d) => d.family === family), combos: answer.message.combos.filter((c) => c.family === family), currency: answer.currency, vehicle: answer.message.tuning[0] };
    }
    const answer = await provider.getDsgOffer(family, alpha2!);
    return { offer: answer.data, combos: [], currency: answer.currency, vehicle: undefined };
  });
  const { offer, combos, currency, vehicle } = detail.data ?? {};
  const name = vehicle ? `${vehicle.make} ${vehicle.model}` : '';
  return (
    <OfferCard
      title={translate('software_orders.offer_detail.dsg_title', { family })}
      subtitle={vehicle ? `${name} · ${vehicle.generation} · ${vehicle.engine}` : undefined}
      loading={detail.loading || alpha2 === null}
      error={detail.error}
    >
      {vehicle && (
        <Button size="small" startIcon={<ArrowBackIcon />} component={Link} to={adminPath(offerDetailPath('ECU', vehicle.id))} sx={{ alignSelf: 'flex-start' }}>
          {translate('software_orders.offer_detail.back_to_vehicle', { name })}
        </Button>
      )}
      {currency && (
        <DsgOffers
          offer={offer}
          combos={combos ?? []}
          currency={currency}
          heading={false}
          stageAction={vehicle && ((stage) => (
            <OrderStageButton choice={{ vehicle: asDraftVehicle(vehicle), type: 'DSG', gearbox: family, stage: stage.stage }} stageName={labels.stageName(stage.stage, stage.name)} />
          ))}
        />
      )}
      {currency && !vehicle && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{translate('software_orders.offer_detail.choose_vehicle')}</Alert>
          {mayOrder && <Button variant="outlined" component={Link} to={adminPath('/order-software')}>{translate('software_orders.offer_detail.to_order_screen')}</Button>}
        </Stack>
      )}
    </OfferCard>
  );
};
