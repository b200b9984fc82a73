import { Menu, usePermissions } from 'react-admin';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import MemoryIcon from '@mui/icons-material/Memory';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import { MenuSection } from '../layout/MenuSection';
import { CounterBadge } from '../counters';
import { LIST_ROLES, ORDERING_ROLES } from './roles';

/** "Order software" for those who order, "Software orders" for everyone but the Calibrator (spec section 6). */
export const SoftwareOrderMenuItems = () => {
  const { permissions } = usePermissions<Role[]>();
  const has = (allowed: readonly Role[]) => (permissions ?? []).some((role) => allowed.includes(role));
  if (!has(LIST_ROLES)) return null;
  return (
    <MenuSection title="software_orders.menu.section">
      {has(ORDERING_ROLES) && <Menu.Item to={adminPath('/order-software')} primaryText="software_orders.menu.order" leftIcon={<AddShoppingCartIcon />} />}
      {has(ORDERING_ROLES) && <Menu.Item to={adminPath('/order-software-file')} primaryText="software_orders.menu.order_file" leftIcon={<InventoryIcon />} />}
      {/* Spec sections 2 and 6: administrators see the new orders (software plus custom) as a red badge. */}
      <Menu.Item
        to={adminPath('/software-orders')} primaryText="software_orders.menu.list"
        leftIcon={has(['Admin']) ? <CounterBadge counter="totalNewOrder"><MemoryIcon /></CounterBadge> : <MemoryIcon />}
      />
    </MenuSection>
  );
};
