import { Button, Stack, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { PricedTable } from '../../vehicleSearch/DsgOffers';
import { useOfferLabels } from '../../vehicleSearch/offerLabels';
import { useCountryCode } from '../../vehicleSearch/useCountryCode';
import { VehicleOffers } from '../../vehicleSearch/VehicleOffers';
import { asDraftVehicle } from '../draft/draft';
import { useVehicleOffers } from '../order/useVehicleOffers';
import { OfferCard, OfferSection } from './OfferCard';
import { offerDetailPath } from './paths';
import { OrderStageButton } from './OrderStageButton';
import { StageOptionList } from './StageOptionList';

/** order-software-detail/ECU/:vehicleId: the vehicle's ECU stages to order, its options, gearboxes and combos (GET /api/site/:id). */
export const EcuOfferDetail = ({ vehicleId }: { vehicleId: string }) => {
  const translate = useTranslate();
  const labels = useOfferLabels();
  const alpha2 = useCountryCode();
  const offers = useVehicleOffers(vehicleId, alpha2, '');
  const answer = offers.data;
  const vehicle = answer?.message.tuning[0];
  const name = vehicle ? `${vehicle.make} ${vehicle.model}` : '';
  return (
    <OfferCard
      title={vehicle ? translate('software_orders.offer_detail.title', { name }) : translate('software_orders.order.title')}
      subtitle={vehicle ? `${vehicle.generation} · ${vehicle.engine}` : undefined}
      loading={offers.loading || alpha2 === null}
      error={offers.error}
    >
      {answer && vehicle && (
        <>
          <OfferSection title={translate('software_orders.offer_detail.stages')}>
            <VehicleOffers
              vehicle={vehicle}
              currency={answer.currency}
              action={(stage) => (
                <OrderStageButton choice={{ vehicle: asDraftVehicle(vehicle), type: 'ECU', gearbox: '', stage: stage.stage }} stageName={labels.stageName(stage.stage, stage.name)} />
              )}
            />
          </OfferSection>
          <StageOptionList stages={vehicle.stages} />
          {vehicle.dsg.length > 0 && (
            <OfferSection title={translate('software_orders.offer_detail.gearboxes')}>
              <Typography variant="body2" color="text.secondary">{translate('software_orders.offer_detail.gearbox_hint')}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="offer-gearboxes">
                {vehicle.dsg.map((family) => (
                  <Button key={family} variant="outlined" size="small" startIcon={<SettingsIcon />} component={Link} to={adminPath(offerDetailPath('DSG', family, vehicle.id))}>
                    {family}
                  </Button>
                ))}
              </Stack>
            </OfferSection>
          )}
          {answer.message.combos.length > 0 && (
            <OfferSection title={translate('software_orders.offer_detail.combos')}>
              <PricedTable
                testId="offer-combos"
                detail={translate('vehicle_search.discount')}
                currency={answer.currency}
                rows={answer.message.combos.map((c) => ({ key: `${c.family}-${c.id}`, name: `${c.family} · ${labels.comboName(c)}`, detail: `${c.discountPercent} %`, price: c.price, localPrice: c.localPrice }))}
              />
            </OfferSection>
          )}
        </>
      )}
    </OfferCard>
  );
};
