import type { Role } from '../constants';

export type DashboardKind = 'admin' | 'support' | 'calibrator' | 'dealer';

/**
 * The dashboard a user sees, by its main role: the Admin's covers everything, then the staff
 * roles' own work, then the dealers' side (Distributor, Dealer, SubDealer share one).
 */
export const dashboardOf = (roles: readonly Role[]): DashboardKind | null => {
  if (roles.includes('Admin')) return 'admin';
  if (roles.includes('Support')) return 'support';
  if (roles.includes('Calibrator')) return 'calibrator';
  if (roles.some((role) => role === 'Distributor' || role === 'Dealer' || role === 'SubDealer')) return 'dealer';
  return null;
};
