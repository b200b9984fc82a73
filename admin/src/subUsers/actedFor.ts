import { useTranslate } from 'react-admin';

/**
 * Who did it, as a screen names it: the account, or "Ana (sub-user of Garage X)" when a sub-user
 * acted for it (issue 13: the server names both; the account stays the author its rules count).
 */
export const useActedFor = () => {
  const translate = useTranslate();
  return (account: string, subUser: string | null | undefined) => (subUser ? translate('sub_users.acted_for', { subUser, account }) : account);
};
