import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_SECTIONS, ORDER_TYPES, type OrderSection, type OrderType } from '../../../../events/constants';
import { mayOrder } from '../../../../events/orderSection/order-section';
import { useUserInfo } from '../../providers/useUserInfo';

/** The user's order section ("ECU-DSG", null for all) as sections (spec sections 3 and 6). */
const sectionsOf = (text: string | null | undefined): OrderSection[] | null =>
  text ? text.split('-').filter((part): part is OrderSection => (ORDER_SECTIONS as readonly string[]).includes(part)) : null;

/** ECU, DSG or ECU + DSG (spec section 3); the DSG types need a vehicle with a gearbox offer, and the user's order section may leave some out. */
export const OrderTypeChoice = ({ type, disabled, gearboxes, onChoose }: { type: OrderType | null; disabled: boolean; gearboxes: boolean; onChoose: (type: OrderType) => void }) => {
  const translate = useTranslate();
  const sections = sectionsOf(useUserInfo()?.orderSection);
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('software_orders.order.type')}</Typography>
      <ToggleButtonGroup exclusive color="primary" value={type} disabled={disabled} onChange={(_event, next: OrderType | null) => next && onChoose(next)} aria-label={translate('software_orders.order.type')}>
        {ORDER_TYPES.map((value) => (
          <ToggleButton key={value} value={value} disabled={disabled || (value !== 'ECU' && !gearboxes) || !mayOrder(sections, value)}>{value}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
};
