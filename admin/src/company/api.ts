import { answered, answeredPage, apiClient, rangeOf } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';
import { httpClient } from '../providers/httpClient';

// The company information calls (api/CONTRACT.md "Company information"): pessimistic, the server's answer is shown.

export type CompanyView = ApiAnswer<'/api/company'>;
export type CompanyInformation = NonNullable<CompanyView['company']>;
export type ChangeRequest = ApiAnswer<'/api/company/requests'>[number];

const query = (userId: string | null) => (userId ? `?userId=${encodeURIComponent(userId)}` : '');
const forUser = (userId: string | null) => ({ params: { query: userId ? { userId } : {} } });

export const companyApi = {
  get: (userId: string | null) => answered(apiClient.GET('/api/company', forUser(userId))),
  save: (company: CompanyInformation, userId: string | null) => answered(apiClient.PUT('/api/company', { body: { ...company, ...(userId ? { userId } : {}) } })),
  uploadTerms: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await httpClient('/api/user/upload-terms', { method: 'POST', body: form })).json as CompanyView;
  },
  termsUrl: (userId: string | null) => `/api/company/terms${query(userId)}`,
  /** One page (0-based) of the changes waiting, oldest first, and how many wait. */
  requests: (page: number, perPage: number) => answeredPage(apiClient.GET('/api/company/requests', { params: { query: { range: rangeOf(page, perPage) } } })),
  accept: (id: string) => answered(apiClient.POST('/api/company/request-update-accept', { body: { id } })),
  refuse: (id: string) => answered(apiClient.POST('/api/company/request-update-refuse', { body: { id } })),
};

export const EMPTY_COMPANY: CompanyInformation = { name: '', vatId: null, address: '', postalCode: '', city: '', countryId: '', email: '', phone: null };
export const COMPANY_FIELDS = ['name', 'vatId', 'address', 'postalCode', 'city', 'countryId', 'email', 'phone'] as const;
