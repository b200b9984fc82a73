import { WORK_STATUSES } from '../../../../../events/softwareOrders/state';
import { storage } from '../../../providers/storage';
import { ORDERING_ROLES } from '../../roles';
import type { SoftwareOrderView } from '../../types';
import { useRoles } from '../../../roles/useMayOpen';

/** What the signed-in user may do on an order's work, as the server decides it (events/softwareOrders/work.ts). */
export const useOrderWorkRoles = (order: SoftwareOrderView) => {
  const permissions = useRoles();
  const roles = permissions ?? [];
  const userId = storage.getUser()?.id ?? null;
  const isAdmin = roles.includes('Admin');
  const isCalibrator = roles.includes('Calibrator');
  const isAssigned = userId !== null && order.calibratorId === userId;
  const orders = roles.some((role) => ORDERING_ROLES.includes(role));
  const open = !['Cancel', 'Rejected', 'Transfer', 'Completed'].includes(order.status);
  return {
    userId, isAdmin, isCalibrator, isAssigned,
    /** Staff who work on orders. */
    worker: isAdmin || isCalibrator,
    /** The dealer chain (an account that orders software and may read this order). */
    owner: orders && !isAdmin,
    open,
    mayDeliver: (isAdmin || isAssigned) && order.payment === 'paid' && (WORK_STATUSES as readonly string[]).includes(order.status),
    mayMoveWarranty: isAdmin || isAssigned,
  };
};

/** The units an order type has files for (events/softwareOrders/decide.ts unitsOf). */
export const unitsOf = (type: string): ('ECU' | 'TCU')[] => (type === 'ECU' ? ['ECU'] : type === 'DSG' ? ['TCU'] : ['ECU', 'TCU']);
