import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';

export type AdminDashboard = ApiAnswer<'/api/dashboard/admin'>;

/** The one route of the dashboards (CONTRACT.md "Dashboards"); every other figure comes from an existing list. */
export const dashboardCommands = {
  getAdminDashboard: () => answered(apiClient.GET('/api/dashboard/admin')),
};
