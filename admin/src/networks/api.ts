import { answered, answeredPage, apiClient, rangeOf } from '../providers/apiClient';
import type { paths } from '../providers/openapi';

// Networks (api/CONTRACT.md "Networks"): the sub-dealers' registrations and an Admin's moves of dealers,
// through the typed client (their shapes are the server's schemas).

export type Registration = paths['/api/networks/registrations']['get']['responses'][200]['content']['application/json'][number];

const byId = (id: string) => ({ params: { path: { id } } });

export const networkApi = {
  /** One page (0-based) of the registrations waiting, oldest first, and how many wait. */
  registrations: (page: number, perPage: number) => answeredPage(apiClient.GET('/api/networks/registrations', { params: { query: { range: rangeOf(page, perPage) } } })),
  accept: (id: string) => answered(apiClient.POST('/api/networks/registrations/{id}/accept', byId(id))),
  refuse: (id: string) => answered(apiClient.POST('/api/networks/registrations/{id}/refuse', byId(id))),
  addDealer: (distributorId: string, dealerId: string) => answered(apiClient.POST('/api/user/add-dealer', { body: { distributorId, dealerId } })),
  removeDealer: (distributorId: string, dealerId: string) => answered(apiClient.POST('/api/user/remove-dealer', { body: { distributorId, dealerId } })),
};
