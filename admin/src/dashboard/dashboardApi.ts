import type { AdminDashboard } from '../../../api/routes/dashboard/schemas';
import { api } from '../providers/httpClient';

export type { AdminDashboard };

/** The one route of the dashboards (CONTRACT.md "Dashboards"); every other figure comes from an existing list. */
export const dashboardCommands = {
  getAdminDashboard: () => api.get<AdminDashboard>('/api/dashboard/admin'),
};
