import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { OfferPrice, SiteOffers } from './searchApi';

const money = (value: OfferPrice, code: string, locale: string, onRequest: string) =>
  typeof value === 'number' ? new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(value) : onRequest;

/** The ECU stages of the chosen vehicle with the EUR and local prices; "On request" without a price. */
export const VehicleOffers = ({ offers }: { offers: SiteOffers }) => {
  const translate = useTranslate();
  const vehicle = offers.message.tuning[0];
  const { code, locale } = offers.currency;
  const onRequest = translate('vehicle_search.on_request');
  // A second column only when the market's price differs from the EUR one (currency or market factor).
  const showLocal = Boolean(vehicle) && (code !== 'EUR' || vehicle.stages.some((stage) => stage.localPrice !== stage.price));
  if (!vehicle || vehicle.stages.length === 0) {
    return <Typography color="text.secondary">{translate('vehicle_search.no_offers')}</Typography>;
  }
  return (
    <Table size="small" sx={{ maxWidth: 800 }} data-testid="vehicle-offers">
      <TableHead>
        <TableRow>
          <TableCell>{translate('vehicle_search.stage')}</TableCell>
          <TableCell>{translate('vehicle_search.power')}</TableCell>
          <TableCell>{translate('vehicle_search.torque')}</TableCell>
          <TableCell align="right">{translate('vehicle_search.price')}</TableCell>
          {showLocal && <TableCell align="right">{translate('vehicle_search.local_price', { code })}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {vehicle.stages.map((stage) => (
          <TableRow key={stage.stage}>
            <TableCell>{stage.name}</TableCell>
            <TableCell>{stage.power}</TableCell>
            <TableCell>{stage.torque}</TableCell>
            <TableCell align="right">{money(stage.price, 'EUR', locale, onRequest)}</TableCell>
            {showLocal && <TableCell align="right">{money(stage.localPrice, code, locale, onRequest)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
