import { TableScroll } from '../shared/phoneTable';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { needsLocalColumn, useOfferMoney } from './money';
import { useOfferLabels } from './offerLabels';
import type { EcuStageOffer, OfferCurrency, VehicleOffer } from './searchApi';

/** The ECU stages of the chosen vehicle with the EUR and local prices; "On request" without a price. `action`: a last cell per stage (the offer detail's "Order this"). */
export const VehicleOffers = ({ vehicle, currency, action }: { vehicle: VehicleOffer | undefined; currency: OfferCurrency; action?: (stage: EcuStageOffer) => ReactNode }) => {
  const translate = useTranslate();
  const money = useOfferMoney();
  const labels = useOfferLabels();
  if (!vehicle || vehicle.stages.length === 0) {
    return <Typography color="text.secondary">{translate('vehicle_search.no_offers')}</Typography>;
  }
  const showLocal = needsLocalColumn(currency.code, vehicle.stages);
  return (
    <TableScroll><Table size="small" sx={{ maxWidth: 800 }} data-testid="vehicle-offers" aria-label={translate('vehicle_search.ecu_offers')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('vehicle_search.stage')}</TableCell>
          <TableCell>{translate('vehicle_search.power')}</TableCell>
          <TableCell>{translate('vehicle_search.torque')}</TableCell>
          <TableCell align="right">{translate('vehicle_search.price')}</TableCell>
          {showLocal && <TableCell align="right">{translate('vehicle_search.local_price', { code: currency.code })}</TableCell>}
          {action && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {vehicle.stages.map((stage) => (
          <TableRow key={stage.stage}>
            <TableCell>{labels.stageName(stage.stage, stage.name)}</TableCell>
            <TableCell>{labels.figure(stage.power)}</TableCell>
            <TableCell>{labels.figure(stage.torque)}</TableCell>
            <TableCell align="right">{money(stage.price, 'EUR')}</TableCell>
            {showLocal && <TableCell align="right">{money(stage.localPrice, currency.code)}</TableCell>}
            {action && <TableCell align="right">{action(stage)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table></TableScroll>
  );
};
