import { answered, answeredPage, apiClient, rangeOf } from '../providers/apiClient';
import type { ApiAnswer, ApiBody, ApiQuery } from '../providers/apiTypes';

// The Sales CRM calls (api/CONTRACT.md "Sales CRM"): pessimistic, the screens show the server's answer.

export type CrmUser = ApiAnswer<'/api/crm-sales/users'>['users'][number];
export type TargetColour = CrmUser['target_colour'];
export type Text = CrmUser['appointments'][number]['description'];
export type CrmLog = ApiAnswer<'/api/crm-sales/users-logs'>['data'][number];
export type Deal = ApiAnswer<'/api/crm-sales/get-deals'>[number];
export type UsersQuery = { page: number; limit: number; sort: NonNullable<ApiQuery<'/api/crm-sales/users'>['sort']>; order: 'ASC' | 'DESC'; q: string };
export type PromotionDraft = ApiBody<'/api/crm-sales/create-promotion'>;

/** The query's numbers go as the text of a URL; an empty search is none. */
const usersQuery = ({ page, limit, sort, order, q }: UsersQuery) => ({ page: String(page), limit: String(limit), sort, order, ...(q ? { q } : {}) });

export const crmApi = {
  users: (q: UsersQuery) => answered(apiClient.GET('/api/crm-sales/users', { params: { query: usersQuery(q) } })),
  user: async (id: string) => (await answered(apiClient.GET('/api/crm-sales/users', { params: { query: { user_id: id } } }))).users[0] ?? null,
  logs: (page: number, limit: number, userId?: string) =>
    answered(apiClient.GET('/api/crm-sales/users-logs', { params: { query: { page: String(page), limit: String(limit), ...(userId ? { user_id: userId } : {}) } } })),
  setTarget: (userId: string, credits: number, from: string) =>
    answered(apiClient.POST('/api/crm-sales/create-sales-target', { body: { user_id: userId, credits_to_buy: credits, from } })),
  addMeeting: (userId: string, dateMeet: string, description: Text) =>
    answered(apiClient.POST('/api/crm-sales/create-sales-meet', { body: { user_id: userId, date_meet: dateMeet, description } })),
  deleteMeeting: (id: string) => answered(apiClient.POST('/api/crm-sales/delete-sales-meet', { body: { id } })),
  rate: (userId: string, calification: number, comment: Text | null) =>
    answered(apiClient.POST('/api/crm-sales/create-sales-feedback', { body: { user_id: userId, calification, comment } })),
  log: (userId: string, text: Text) => answered(apiClient.POST('/api/crm-sales/create-custom-log', { body: { user_id: userId, text } })),
  /** A 0-based page of the promotions, newest first, and how many there are. */
  deals: (page: number, perPage: number) => answeredPage(apiClient.GET('/api/crm-sales/get-deals', { params: { query: { range: rangeOf(page, perPage) } } })),
  createPromotion: (draft: PromotionDraft) => answered(apiClient.POST('/api/crm-sales/create-promotion', { body: draft })),
};

/** The text in the screen's language; English where no Spanish was given. */
export const textIn = (text: Text | null, locale: string) => (text ? (locale.startsWith('es') && text.es ? text.es : text.en) : '');
/** A text typed in two fields: English required, an empty Spanish text is none. */
export const typed = (en: string, es: string): Text => ({ en: en.trim(), es: es.trim() || null });
