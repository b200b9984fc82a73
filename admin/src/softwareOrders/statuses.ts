import type { ChipProps } from '@mui/material';
import { ORDER_STATUSES, SELECTABLE_STATUSES, type OrderStatus } from '../../../events/softwareOrders/statuses';

export { ORDER_STATUSES, SELECTABLE_STATUSES, type OrderStatus };

/** Translation keys of the statuses (software_orders.status.*): their display names of spec section 3. */
export const STATUS_KEYS: Record<OrderStatus, string> = {
  New: 'new',
  'Waiting for response': 'waiting_response',
  'Waiting on feedback': 'waiting_feedback',
  'In Process': 'in_process',
  Completed: 'completed',
  Cancel: 'cancel',
  Warranty: 'warranty',
  Rejected: 'rejected',
  Datalogging: 'datalogging',
  'TVS verification': 'tvs_verification',
  Transfer: 'transfer',
};

export const STATUS_COLORS: Record<OrderStatus, ChipProps['color']> = {
  New: 'info',
  'Waiting for response': 'warning',
  'Waiting on feedback': 'secondary',
  'In Process': 'primary',
  Completed: 'success',
  Cancel: 'default',
  Warranty: 'warning',
  Rejected: 'error',
  Datalogging: 'primary',
  'TVS verification': 'warning',
  Transfer: 'default',
};

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
