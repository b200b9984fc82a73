import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { useLoad } from '../shared/useLoad';
import { companyApi, type CompanyInformation, type CompanyView } from './api';

/** One account's company information (null: one's own), and its save. */
export const useCompany = (userId: string | null) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const view = useLoad(`company:${userId ?? 'me'}`, () => companyApi.get(userId));
  const save = async (company: CompanyInformation): Promise<CompanyView | null> => {
    setBusy(true);
    try {
      const saved = await companyApi.save(company, userId);
      notify(saved.pendingChange ? 'company.change_requested' : 'company.saved', { type: 'success' });
      view.reload();
      return saved;
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { view, busy, save };
};
