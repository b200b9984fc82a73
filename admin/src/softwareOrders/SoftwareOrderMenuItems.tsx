import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import MemoryIcon from '@mui/icons-material/Memory';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';
import { CounterBadge } from '../counters';
import { useHasAnyRole } from '../roles/useHasAnyRole';

/** "Order software" for those who order, "Software orders" for everyone but the Calibrator (spec section 6). */
export const SoftwareOrderMenuItems = () => {
  const hasAnyRole = useHasAnyRole();
  return (
    <MenuSection title="software_orders.menu.section" paths={['/order-software', '/order-software-file', '/software-orders']}>
      <MenuLink path="/order-software" label="software_orders.menu.order" icon={<AddShoppingCartIcon />} />
      <MenuLink path="/order-software-file" label="software_orders.menu.order_file" icon={<InventoryIcon />} />
      {/* Spec sections 2 and 6: administrators see the new orders (software plus custom) as a red badge. */}
      <MenuLink
        path="/software-orders" label="software_orders.menu.list"
        icon={hasAnyRole(['Admin']) ? <CounterBadge counter="totalNewOrder"><MemoryIcon /></CounterBadge> : <MemoryIcon />}
      />
    </MenuSection>
  );
};
