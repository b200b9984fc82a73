import { useGetList, useGetMany } from 'react-admin';
import { NETWORK, NETWORK_ORDER, networkLabel } from '../AccountInputs';
import type { NetworkAccount } from '../types';
import { SearchedPicker } from '../../shared/SearchedPicker';

/**
 * A distributor or dealer reads its own statement (the field left empty) or that of an account
 * below it, searched as it is typed (the API allows both, api/CONTRACT.md "Finance audit"); shown
 * only when there is an account below.
 */
export const NetworkStatementPicker = ({ value, onChange }: { value: string | undefined; onChange: (account: NetworkAccount | null) => void }) => {
  const { total } = useGetList<NetworkAccount>(NETWORK, { pagination: { page: 1, perPage: 1 }, sort: NETWORK_ORDER });
  // The account of the address (a reload, a shared link) named by its own row, not looked for in a page.
  const { data: chosen } = useGetMany<NetworkAccount>(NETWORK, { ids: value ? [value] : [] }, { enabled: Boolean(value) });
  if (!total) return null;
  return (
    <SearchedPicker resource={NETWORK} sort={NETWORK_ORDER} optionLabel={networkLabel} label="credit.statement.account" placeholder="credit.statement.own_account"
      value={(value && chosen?.[0]) || null} onChange={onChange} />
  );
};
