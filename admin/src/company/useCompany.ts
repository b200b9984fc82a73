import { useCommand } from '../shared/useCommand';
import { useLoad } from '../shared/useLoad';
import { companyApi, type CompanyInformation, type CompanyView } from './api';

/** One account's company information (null: one's own), and its save. */
export const useCompany = (userId: string | null) => {
  const { busy, run } = useCommand();
  const view = useLoad(`company:${userId ?? 'me'}`, () => companyApi.get(userId));
  const save = async (company: CompanyInformation): Promise<CompanyView | null> => {
    const saved = await run(() => companyApi.save(company, userId), (answer) => (answer.pendingChange ? 'company.change_requested' : 'company.saved'));
    if (saved) view.reload();
    return saved;
  };
  return { view, busy, save };
};
