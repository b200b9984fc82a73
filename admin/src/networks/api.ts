import { api } from '../providers/httpClient';

// Networks (api/CONTRACT.md "Networks"): the sub-dealers' registrations and an Admin's moves of dealers.

export type Registration = { id: string; email: string; firstName: string; lastName: string; phone: string; countryId: string | null; parentId: string | null; emailVerified: boolean; createdAt: string };

export const networkApi = {
  registrations: () => api.get<Registration[]>('/api/networks/registrations'),
  accept: (id: string) => api.post(`/api/networks/registrations/${encodeURIComponent(id)}/accept`),
  refuse: (id: string) => api.post(`/api/networks/registrations/${encodeURIComponent(id)}/refuse`),
  addDealer: (distributorId: string, dealerId: string) => api.post('/api/user/add-dealer', { distributorId, dealerId }),
  removeDealer: (distributorId: string, dealerId: string) => api.post('/api/user/remove-dealer', { distributorId, dealerId }),
};
