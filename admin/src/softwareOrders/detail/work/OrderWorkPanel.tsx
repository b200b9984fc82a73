import { Stack } from '@mui/material';
import type { SoftwareOrderView } from '../../types';
import { PriceForm } from '../PriceForm';
import { AssignmentBox } from './AssignmentBox';
import { DeliverDialog } from './DeliverDialog';
import { useOrderWorkRoles } from './useOrderWorkRoles';
import { WarrantySection } from './WarrantySection';
import { WorkSection } from './WorkSection';

/**
 * The detail page's right column for the calibrators' half of an order (issue 10): who works on it
 * and the delivery, the warranty case, and an Admin's new price for a paid order.
 */
export const OrderWorkPanel = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const roles = useOrderWorkRoles(order);
  const repricing = roles.isAdmin && order.payment === 'paid' && roles.open;
  const warranty = order.warrantyStatus !== null || order.status === 'Completed';
  return (
    <>
      {roles.worker && (
        <WorkSection title="order_work.assignment.title" testId="work-panel">
          <Stack spacing={2}>
            <AssignmentBox order={order} onChanged={onChanged} />
            {roles.mayDeliver && <DeliverDialog order={order} onDelivered={onChanged} />}
            {repricing && <PriceForm order={order} onPriced={onChanged} />}
          </Stack>
        </WorkSection>
      )}
      {warranty && (roles.worker || roles.owner || order.warrantyStatus !== null) && (
        <WorkSection title="order_work.warranty.title" testId="warranty-section"><WarrantySection order={order} onChanged={onChanged} /></WorkSection>
      )}
    </>
  );
};
