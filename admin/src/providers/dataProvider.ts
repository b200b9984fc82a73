import simpleRestProvider from 'ra-data-simple-rest';
import { creditCommands } from '../credit/creditApi';
import { httpClient } from './httpClient';
import { answered, apiClient, publicClient } from './apiClient';
import { markPageLoad } from '../shared/pageLoad';
import { withResourcePaths } from './resourcePaths';
import { withLongPages } from './longPages';
import { storage } from './storage';
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
import type { SignupPayload } from './types';
import type { Language, Role } from '../constants';

// Catalogue offers: option choices and DSG offer options are edited as lists in the forms.
const baseCrud = withCouponCommands(withDsgOfferResource(withOptionChoices(withLongPages(withResourcePaths(simpleRestProvider('/api', httpClient))))));
// react-admin's show and edit pages load their record with getOne, its list pages their rows with
// getList: their 404 or 403 is the page's own (the not-found or not-allowed page, authProvider.checkError).
const crud: typeof baseCrud = {
  ...baseCrud,
  getOne: (resource, params) =>
    baseCrud.getOne(resource, params).catch((failure: unknown) => {
      throw markPageLoad(failure);
    }),
  getList: (resource, params) =>
    baseCrud.getList(resource, params).catch((failure: unknown) => {
      throw markPageLoad(failure);
    }),
};

/** Commands of the signed-in user (CONTRACT.md "Signed in" and "Admin only"). */
const accountCommands = {
  getUserInfo: () => answered(apiClient.GET('/api/user/view')),
  validatePassword: (password: string) => answered(apiClient.POST('/api/user/validate-password', { body: { password } })),
  /** Every other session of the login ends; this one goes on with the answer's fresh token. */
  changePassword: async (body: { currentPassword: string; password: string; repeatPassword: string }) => {
    const answer = await answered(apiClient.PUT('/api/user/password', { body }));
    storage.saveToken(answer.token);
    return answer;
  },
  setLanguage: (language: Language) => answered(apiClient.PUT('/api/user/language', { body: { language } })),
  setupTwoFactor: () => answered(apiClient.POST('/api/user/two-factor/setup')),
  enableTwoFactor: (code: string) => answered(apiClient.POST('/api/user/two-factor/enable', { body: { code } })),
  disableTwoFactor: (password: string) => answered(apiClient.POST('/api/user/two-factor/disable', { body: { password } })),
  updateRoles: (id: number | string, roles: Role[]) => answered(apiClient.PUT('/api/user/update-rol', { body: { id: String(id), roles } })),
  getUserDetail: (id: number | string) => answered(apiClient.GET('/api/user/detail/{id}', { params: { path: { id: String(id) } } })),
};

/**
 * Public commands (no token). Public pages call these on the imported `dataProvider` rather than
 * through useDataProvider, because a 401/404 answer there is a message to show, not a reason to
 * leave the page (authProvider.checkError).
 */
const publicCommands = {
  signup: (body: SignupPayload) => answered(publicClient.POST('/api/signup', { body })),
  /** The first dealers by name containing `q` (a few: the sub-dealer's choice as it is typed). */
  getDealers: (q = '') => answered(publicClient.GET('/api/auth/dealers', { params: { query: q ? { q } : {} } })),
  getCountries: () => answered(publicClient.GET('/api/geo/countries')),
  validateEmail: (token: string) => answered(publicClient.POST('/api/auth/validate-email', { body: { token } })),
  resendVerification: (email: string) => answered(publicClient.POST('/api/auth/resend-verification', { body: { email } })),
  recoverPassword: (email: string) => answered(publicClient.POST('/api/auth/recovery-password', { body: { email } })),
  resetPassword: (body: { token: string; password: string; repeatPassword: string }) =>
    answered(publicClient.POST('/api/auth/reset-password', { body })),
  closeSessions: (token: string) => answered(publicClient.POST('/api/close-sessions/{token}', { params: { path: { token } } })),
};

export const dataProvider = { ...crud, ...accountCommands, ...publicCommands, ...creditCommands, ...vehicleSearchCommands, ...comboCommands, ...newProductCommands, ...previousOrderCommands, ...softwareOrderCommands, ...orderChatCommands, ...ticketCommands, ...dashboardCommands, ...subUserCommands };

export type PortalDataProvider = typeof dataProvider;
