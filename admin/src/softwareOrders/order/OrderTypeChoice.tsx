import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_TYPES, type OrderType } from '../../../../events/constants';

/** ECU, DSG or ECU + DSG (spec section 3); the DSG types need a vehicle with a gearbox offer. */
export const OrderTypeChoice = ({ type, disabled, gearboxes, onChoose }: { type: OrderType | null; disabled: boolean; gearboxes: boolean; onChoose: (type: OrderType) => void }) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('software_orders.order.type')}</Typography>
      <ToggleButtonGroup exclusive color="primary" value={type} disabled={disabled} onChange={(_event, next: OrderType | null) => next && onChoose(next)} aria-label={translate('software_orders.order.type')}>
        {ORDER_TYPES.map((value) => (
          <ToggleButton key={value} value={value} disabled={disabled || (value !== 'ECU' && !gearboxes)}>{value}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
};
