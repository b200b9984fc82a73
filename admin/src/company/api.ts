import { api, httpClient } from '../providers/httpClient';

// The company information calls (api/CONTRACT.md "Company information"): pessimistic, the server's answer is shown.

export type CompanyInformation = {
  name: string; vatId: string | null; address: string; postalCode: string; city: string; countryId: string; email: string; phone: string | null;
};
export type CompanyView = {
  userId: string;
  company: CompanyInformation | null;
  required: boolean;
  complete: boolean;
  missing: string[];
  pendingChange: { id: string; changes: CompanyInformation; requestedAt: string } | null;
  terms: { sha256: string; name: string; size: number; uploadedAt: string } | null;
};
export type ChangeRequest = {
  id: string; userId: string; email: string; userName: string; current: CompanyInformation | null; changes: CompanyInformation; status: string; requestedAt: string;
};

const query = (userId: string | null) => (userId ? `?userId=${encodeURIComponent(userId)}` : '');

export const companyApi = {
  get: (userId: string | null) => api.get<CompanyView>(`/api/company${query(userId)}`),
  save: (company: CompanyInformation, userId: string | null) => api.put<CompanyView>('/api/company', { ...company, ...(userId ? { userId } : {}) }),
  uploadTerms: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await httpClient('/api/user/upload-terms', { method: 'POST', body: form })).json as CompanyView;
  },
  termsUrl: (userId: string | null) => `/api/company/terms${query(userId)}`,
  requests: () => api.get<ChangeRequest[]>('/api/company/requests'),
  accept: (id: string) => api.post<{ id: string; status: string }>('/api/company/request-update-accept', { id }),
  refuse: (id: string) => api.post<{ id: string; status: string }>('/api/company/request-update-refuse', { id }),
};

export const EMPTY_COMPANY: CompanyInformation = { name: '', vatId: null, address: '', postalCode: '', city: '', countryId: '', email: '', phone: null };
export const COMPANY_FIELDS = ['name', 'vatId', 'address', 'postalCode', 'city', 'countryId', 'email', 'phone'] as const;
