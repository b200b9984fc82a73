import simpleRestProvider from 'ra-data-simple-rest';
import { creditCommands } from '../credit/creditApi';
import { api, httpClient } from './httpClient';
import { markPageLoad } from '../shared/pageLoad';
import { withResourcePaths } from './resourcePaths';
import { withOptionChoices } from '../catalogueOptions/optionApi';
import { withDsgOfferResource } from '../dsgOffers/dsgOfferApi';
import { comboCommands } from '../combos/comboApi';
import { newProductCommands } from '../newProducts/newProductApi';
import { vehicleSearchCommands } from '../vehicleSearch/searchApi';
import { withCouponCommands } from '../coupons/couponApi';
import { previousOrderCommands } from '../previousOrders/importApi';
import { softwareOrderCommands } from '../softwareOrders/orderApi';
import { orderChatCommands } from '../orderChat/chatApi';
import { ticketCommands } from '../tickets/ticketApi';
import { dashboardCommands } from '../dashboard/dashboardApi';
import { subUserCommands } from '../subUsers/subUserApi';
import type {
  ClosedSessions,
  Country,
  Dealer,
  MessageAnswer,
  SignupPayload,
  TwoFactorSetup,
  UserInfo,
  UserRecord,
} from './types';
import type { Language, Role } from '../constants';

// Catalogue offers: option choices and DSG offer options are edited as lists in the forms.
const baseCrud = withCouponCommands(withDsgOfferResource(withOptionChoices(withResourcePaths(simpleRestProvider('/api', httpClient)))));
// react-admin's show and edit pages load their record with getOne: its 404 is the page's own.
const crud: typeof baseCrud = {
  ...baseCrud,
  getOne: (resource, params) =>
    baseCrud.getOne(resource, params).catch((failure: unknown) => {
      throw markPageLoad(failure);
    }),
};

/** Commands of the signed-in user (CONTRACT.md "Signed in" and "Admin only"). */
const accountCommands = {
  getUserInfo: () => api.get<UserInfo>('/api/user/view'),
  validatePassword: (password: string) => api.post<{ valid: boolean }>('/api/user/validate-password', { password }),
  changePassword: (body: { currentPassword: string; password: string; repeatPassword: string }) =>
    api.put<MessageAnswer>('/api/user/password', body),
  setLanguage: (language: Language) => api.put<MessageAnswer>('/api/user/language', { language }),
  setupTwoFactor: () => api.post<TwoFactorSetup>('/api/user/two-factor/setup', {}),
  enableTwoFactor: (code: string) => api.post<MessageAnswer>('/api/user/two-factor/enable', { code }),
  disableTwoFactor: (password: string) => api.post<MessageAnswer>('/api/user/two-factor/disable', { password }),
  updateRoles: (id: number | string, roles: Role[]) => api.put<UserRecord>('/api/user/update-rol', { id, roles }),
  getUserDetail: (id: number | string) => api.get<UserInfo>(`/api/user/detail/${encodeURIComponent(String(id))}`),
};

/**
 * Public commands (no token). Public pages call these on the imported `dataProvider` rather than
 * through useDataProvider, because a 401/404 answer there is a message to show, not a reason to
 * leave the page (authProvider.checkError).
 */
const publicCommands = {
  signup: (body: SignupPayload) => api.post<MessageAnswer>('/api/signup', body, { bearer: null }),
  getDealers: () => api.get<Dealer[]>('/api/auth/dealers', { bearer: null }),
  getCountries: () => api.get<Country[]>('/api/geo/countries', { bearer: null }),
  validateEmail: (token: string) => api.post<MessageAnswer>('/api/auth/validate-email', { token }, { bearer: null }),
  resendVerification: (email: string) =>
    api.post<MessageAnswer>('/api/auth/resend-verification', { email }, { bearer: null }),
  recoverPassword: (email: string) =>
    api.post<MessageAnswer>('/api/auth/recovery-password', { email }, { bearer: null }),
  resetPassword: (body: { token: string; password: string; repeatPassword: string }) =>
    api.post<MessageAnswer>('/api/auth/reset-password', body, { bearer: null }),
  closeSessions: (token: string) =>
    api.post<ClosedSessions>(`/api/close-sessions/${encodeURIComponent(token)}`, undefined, { bearer: null }),
};

export const dataProvider = { ...crud, ...accountCommands, ...publicCommands, ...creditCommands, ...vehicleSearchCommands, ...comboCommands, ...newProductCommands, ...previousOrderCommands, ...softwareOrderCommands, ...orderChatCommands, ...ticketCommands, ...dashboardCommands, ...subUserCommands };

export type PortalDataProvider = typeof dataProvider;
