import { useAccess } from '../roles/useMayOpen';
import { CombosMenuItem } from '../combos';
import { ResourceItemWithCounter } from '../counters';
import { VehicleDatabaseMenuItem } from '../catalogueSheets';
import { ResourceMenuEntry } from './MenuEntry';
import { MenuSection } from './MenuSection';
import { SupportHoursMenuItem } from '../supportHours';
import { SystemHealthMenuItem } from '../system';

// The administrator's sidebar, in groups: the catalogue in the order an admin works through it
// (vehicles and their prices, the offers, the options, the price rules, data, requests and VIN),
// then the portal's administration. The resources are registered for administrators only (App.tsx).
// New products and Users carry the red counter badges of spec section 2.

const CATALOGUE_PRICES = ['vehicles', 'vehicles-pricing', 'vehicles-price-config', 'vehicles-dsg'];
const CATALOGUE_OPTIONS = ['vehicles-options', 'vehicles-secondary-options', 'vehicles-dsg-options', 'vehicles-dsg-secondary-options'];
const CATALOGUE_RULES = ['price-policy', 'software-pricing'];
const CATALOGUE_VIN = ['vin-logger', 'vin-search-rules'];
const ADMINISTRATION = ['countries', 'currencies', 'mail'];

const items = (names: string[]) => names.map((name) => <ResourceMenuEntry key={name} name={name} />);

export const AdminMenuItems = () => {
  const { roles, tree } = useAccess();
  // The catalogue and the house's configuration are never a sub-user's (no switch of its tree covers them).
  if (!roles.includes('Admin') || tree !== null) return null;
  return (
    <>
      <MenuSection title="portal.menu.catalogue">
        {items(CATALOGUE_PRICES)}
        <CombosMenuItem />
        {items(CATALOGUE_OPTIONS)}
        {items(CATALOGUE_RULES)}
        <VehicleDatabaseMenuItem />
        <ResourceItemWithCounter name="newproducts" counter="totalNewProduct" />
        {items(CATALOGUE_VIN)}
      </MenuSection>
      <MenuSection title="portal.menu.administration">
        <ResourceItemWithCounter name="users" counter="totalNewUser" />
        {items(ADMINISTRATION)}
        <ResourceMenuEntry name="previous-orders" />
        <SupportHoursMenuItem />
        <SystemHealthMenuItem />
      </MenuSection>
    </>
  );
};
