import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import { SectionCard } from '../../profile/SectionCard';
import type { PriceRow } from '../types';

/** The price table the buyer pays (its seller's, else the base); a row fills in its credits. */
export const PriceListCard = ({ rows, onPick }: { rows: PriceRow[]; onPick: (credits: number) => void }) => {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <SectionCard title="credit.orders.buy.price_list">
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('credit.orders.buy.no_prices')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {translate('credit.orders.buy.price_list_help')}
          </Typography>
          {rows.map((row) => (
            <Chip
              key={row.credits}
              variant="outlined"
              clickable
              onClick={() => onPick(row.credits)}
              label={translate('credit.orders.buy.price_row', {
                credits: money.count(row.credits),
                price: money.price(row.price),
                each: money.price(row.price / row.credits),
              })}
              sx={{ justifyContent: 'flex-start' }}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};
