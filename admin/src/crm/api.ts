import { api } from '../providers/httpClient';

// The Sales CRM calls (api/CONTRACT.md "Sales CRM"): pessimistic, the screens show the server's answer.

export type Text = { en: string; es: string | null };
export type TargetColour = 'green' | 'red' | 'neutral';
export type CrmUser = {
  id: string; name: string; email: string; country_id: string | null; roles: string[];
  targets: { id: string; credits_to_buy: number; from: string; set_at: string }[];
  balance: number;
  appointments: { id: string; date_meet: string; description: Text; created_at: string }[];
  feedbacks: { id: string; calification: number; comment: Text | null; created_at: string }[];
  feedback_average: number | null;
  feedback_count: Record<'1' | '2' | '3' | '4' | '5', number>;
  feedback_total: number;
  last_appointment: string | null;
  target_status: number | null;
  target_colour: TargetColour;
};
export type CrmLog = {
  id: string; kind: string; user_id: string | null; user_name: string | null; actor_id: string; actor_email: string | null; at: string; text: Text | null;
  details: Record<string, unknown>;
};
export type Deal = {
  id: string; title: Text; description: Text | null; discountPercent: number; products: ('credits' | 'software')[]; userIds: string[]; countryIds: string[];
  startsAt: string; endsAt: string; status: 'scheduled' | 'active' | 'ended'; createdAt: string;
};
export type UsersQuery = { page: number; limit: number; sort: string; order: 'ASC' | 'DESC'; q: string };
export type PromotionDraft = {
  title: Text; description: Text | null; discountPercent: number; products: Deal['products']; userIds: string[]; countryIds: string[]; startsAt: string; endsAt: string;
};

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();

export const crmApi = {
  users: (q: UsersQuery) => api.get<{ users: CrmUser[]; count: number }>(`/api/crm-sales/users?${query(q)}`),
  user: async (id: string) => (await api.get<{ users: CrmUser[] }>(`/api/crm-sales/users?${query({ user_id: id })}`)).users[0] ?? null,
  logs: (page: number, limit: number, userId?: string) => api.get<{ data: CrmLog[]; count: number }>(`/api/crm-sales/users-logs?${query({ page, limit, user_id: userId })}`),
  setTarget: (userId: string, credits: number, from: string) => api.post<CrmUser>('/api/crm-sales/create-sales-target', { user_id: userId, credits_to_buy: credits, from }),
  addMeeting: (userId: string, dateMeet: string, description: Text) => api.post<CrmUser>('/api/crm-sales/create-sales-meet', { user_id: userId, date_meet: dateMeet, description }),
  deleteMeeting: (id: string) => api.post<CrmUser>('/api/crm-sales/delete-sales-meet', { id }),
  rate: (userId: string, calification: number, comment: Text | null) => api.post<CrmUser>('/api/crm-sales/create-sales-feedback', { user_id: userId, calification, comment }),
  log: (userId: string, text: Text) => api.post<CrmLog>('/api/crm-sales/create-custom-log', { user_id: userId, text }),
  deals: () => api.get<Deal[]>('/api/crm-sales/get-deals'),
  createPromotion: (draft: PromotionDraft) => api.post<Deal>('/api/crm-sales/create-promotion', draft),
};

/** The text in the screen's language; English where no Spanish was given. */
export const textIn = (text: Text | null, locale: string) => (text ? (locale.startsWith('es') && text.es ? text.es : text.en) : '');
/** A text typed in two fields: English required, an empty Spanish text is none. */
export const typed = (en: string, es: string): Text => ({ en: en.trim(), es: es.trim() || null });
