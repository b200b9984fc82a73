import { AutocompleteInput, FilterButton, List, ReferenceInput, TopToolbar } from 'react-admin';
import { userLabel } from '../credit/AccountInputs';
import { useRefreshOnBalanceChange } from '../credit/balance/useRefreshOnBalanceChange';
import { OfferButton } from './offers/OfferButton';
import { orderFilters } from './orderFilters';
import { OrderTable } from './OrderTable';

const filters = [
  ...orderFilters,
  <ReferenceInput key="buyerId" source="buyerId" reference="users">
    <AutocompleteInput optionText={userLabel} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/** /credit-payments (Admin): every credit order and its payments; a row opens the admin view. */
export const CreditPaymentsPage = () => {
  useRefreshOnBalanceChange();
  return (
    <List
      resource="credit-payments"
      title="credit.orders.payments_title"
      filters={filters}
      sort={{ field: 'number', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <OfferButton />
        </TopToolbar>
      }
      empty={false}
    >
      <OrderTable opens="admin-view" parties="both" empty="credit.orders.no_payments" />
    </List>
  );
};
