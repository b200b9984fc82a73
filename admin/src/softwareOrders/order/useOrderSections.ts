import { ORDER_TYPES, type OrderType } from '../../../../events/constants';
import { mayOrder } from '../../../../events/orderSection/order-section';
import { screenErrorText } from '../../shared/errors';
import { useLoad } from '../../shared/useLoad';

/**
 * The order types the signed-in user may order (spec section 6: the order section can restrict a
 * user to part of ECU-COMBO-DSG), read from GET /api/user/find-order-software-section: ECU needs
 * the ECU section, DSG the DSG section, ECU + DSG the COMBO section; no section is every type.
 */
export const useAllowedOrderTypes = (): { allowed: OrderType[]; loading: boolean; error: string | null } => {
  const section = useLoad('own-order-section', (provider) => provider.getOwnOrderSection(), screenErrorText);
  const sections = section.data?.sections ?? null;
  return { allowed: section.data ? ORDER_TYPES.filter((type) => mayOrder(sections, type)) : [], loading: section.loading, error: section.error };
};
