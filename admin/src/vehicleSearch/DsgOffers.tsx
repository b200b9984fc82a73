import { TableScroll } from '../shared/phoneTable';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { needsLocalColumn, useOfferMoney } from './money';
import { useOfferLabels } from './offerLabels';
import type { ComboOffer, DsgOffer, DsgStageOffer, OfferCurrency, OfferPrice } from './searchApi';

type Row = { key: string; name: string; detail?: string | number; price: OfferPrice; localPrice: OfferPrice; action?: ReactNode };

/** One small priced table: name, an optional detail column (torque, discount), EUR and local price, an optional action per row. */
export const PricedTable = ({ rows, currency, testId, title, detail }: { rows: Row[]; currency: OfferCurrency; testId: string; title?: string; detail?: string }) => {
  const translate = useTranslate();
  const money = useOfferMoney();
  if (rows.length === 0) return null;
  const showLocal = needsLocalColumn(currency.code, rows);
  return (
    <Stack spacing={0.5}>
      {title && <Typography variant="subtitle2">{title}</Typography>}
      <TableScroll><Table size="small" sx={{ maxWidth: 800 }} data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('vehicle_search.name')}</TableCell>
            {detail !== undefined && <TableCell>{detail}</TableCell>}
            <TableCell align="right">{translate('vehicle_search.price')}</TableCell>
            {showLocal && <TableCell align="right">{translate('vehicle_search.local_price', { code: currency.code })}</TableCell>}
            {rows.some((row) => row.action) && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.name}</TableCell>
              {detail !== undefined && <TableCell>{row.detail}</TableCell>}
              <TableCell align="right">{money(row.price, 'EUR')}</TableCell>
              {showLocal && <TableCell align="right">{money(row.localPrice, currency.code)}</TableCell>}
              {rows.some((r) => r.action) && <TableCell align="right">{row.action}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table></TableScroll>
    </Stack>
  );
};

/** The DSG/TCU offer of the chosen gearbox family: stages, software and hardware options, and the combos with the ECU stages. `stageAction`: a last cell per stage. */
export const DsgOffers = ({ offer, combos, currency, stageAction, heading = true }: {
  offer: DsgOffer | undefined; combos: ComboOffer[]; currency: OfferCurrency; stageAction?: (stage: DsgStageOffer) => ReactNode;
  /** false where the page's own title already names the family (the offer detail). */
  heading?: boolean;
}) => {
  const translate = useTranslate();
  const labels = useOfferLabels();
  if (!offer) return <Typography color="text.secondary">{translate('vehicle_search.no_dsg_offer')}</Typography>;
  const options = (list: DsgOffer['softwareOptions'], kind: string) => list.map((o) => ({ key: `${kind}-${o.name}`, ...o }));
  return (
    <Stack spacing={2} data-testid="dsg-offer">
      {heading && <Typography variant="h6">{translate('vehicle_search.dsg_offer', { family: offer.family })}</Typography>}
      <PricedTable
        title={translate('vehicle_search.dsg_stages')}
        testId="dsg-stages"
        detail={translate('vehicle_search.torque')}
        currency={currency}
        rows={offer.stages.map((s) => ({ key: s.stage, name: labels.stageName(s.stage, s.name), detail: labels.figure(s.torque), price: s.price, localPrice: s.localPrice, action: stageAction?.(s) }))}
      />
      <PricedTable title={translate('vehicle_search.software_options')} testId="dsg-software-options" currency={currency} rows={options(offer.softwareOptions, 'sw')} />
      <PricedTable title={translate('vehicle_search.hardware_options')} testId="dsg-hardware-options" currency={currency} rows={options(offer.hardwareOptions, 'hw')} />
      <PricedTable
        title={translate('vehicle_search.combos')}
        testId="dsg-combos"
        detail={translate('vehicle_search.discount')}
        currency={currency}
        rows={combos.map((c) => ({ key: c.id, name: labels.comboName(c), detail: `${c.discountPercent} %`, price: c.price, localPrice: c.localPrice }))}
      />
    </Stack>
  );
};
