import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_TYPES, type OrderType } from '../../../../events/constants';

type Props = { type: OrderType | null; disabled: boolean; gearboxes: boolean; allowed: readonly OrderType[]; onChoose: (type: OrderType) => void };

/**
 * ECU, DSG or ECU + DSG (spec section 3): only the types `allowed` (the user's order section, and on
 * order-software-file the unit of the stock read) are offered; the DSG types need a gearbox offer.
 */
export const OrderTypeChoice = ({ type, disabled, gearboxes, allowed, onChoose }: Props) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('software_orders.order.type')}</Typography>
      <ToggleButtonGroup exclusive color="primary" value={type} disabled={disabled} onChange={(_event, next: OrderType | null) => next && onChoose(next)} aria-label={translate('software_orders.order.type')}>
        {ORDER_TYPES.filter((value) => allowed.includes(value)).map((value) => (
          <ToggleButton key={value} value={value} disabled={disabled || (value !== 'ECU' && !gearboxes)}>{value}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
};
