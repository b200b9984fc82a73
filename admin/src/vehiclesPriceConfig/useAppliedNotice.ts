import { useNotify, useRedirect, type RaRecord } from 'react-admin';

/** After a save: tell how many vehicles got new prices (the answer's appliedTo), then back to the list. */
export const useAppliedNotice = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (data: RaRecord & { appliedTo?: number }) => {
      notify('price_config.applied', { type: 'success', messageArgs: { smart_count: data.appliedTo ?? 0 } });
      redirect('list', 'vehicles-price-config');
    },
  };
};
