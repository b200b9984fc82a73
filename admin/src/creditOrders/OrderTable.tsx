import { TableScroll, WIDER_THAN_PHONE } from '../shared/phoneTable';
import { DataTable, TextField, type Identifier, type RaRecord } from 'react-admin';
import { CreditAmountField } from '../credit/money/CreditAmountField';
import { DateColumn } from '../shared/DateColumn';
import { adminPath } from '../layout/AdminLink';
import { DueAmountField } from './DueAmountField';
import { OrderNumberField } from './OrderNumberField';
import { PaymentMethodField } from './PaymentMethodField';
import { SellerNameField } from './SellerNameField';
import { StatusChip } from './StatusChip';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

interface OrderTableProps {
  /** Which page a row opens: the buyer's detail or the seller's (and Admin's) view. */
  opens: 'detail' | 'admin-view';
  /** Show the buyer (sales, Admin), the seller (purchases) or both. */
  parties: 'buyer' | 'seller' | 'both';
  /** Translation key of the sentence of an empty list. */
  empty: string;
}

/** The columns of the credit order lists, skeleton rows while they load; a row opens the order. */
export const OrderTable = ({ opens, parties, empty }: OrderTableProps) => {
  const rowClick = (id: Identifier, _resource: string, _record: RaRecord) =>
    adminPath(opens === 'detail' ? `/credit-order-detail/${id}` : `/credit-order-admin-view/${id}`);
  return (
    <ListLoading columns={parties === 'both' ? 10 : 9}><TableScroll><DataTable bulkActionButtons={false} rowClick={rowClick} empty={<ListEmpty text={empty} />}>
      <DataTable.Col source="number">
        <OrderNumberField />
      </DataTable.Col>
      <DateColumn source="createdAt" showTime />
      {/* A phone keeps the number, the date, the credits and the status. */}
      {parties !== 'seller' && <DataTable.Col source="buyerName" disableSort sx={WIDER_THAN_PHONE}><TextField source="buyerName" /></DataTable.Col>}
      {parties !== 'buyer' && <DataTable.Col source="sellerName" disableSort sx={WIDER_THAN_PHONE}><SellerNameField source="sellerName" /></DataTable.Col>}
      <DataTable.Col source="credits" align="right">
        <CreditAmountField source="credits" count />
      </DataTable.Col>
      <DataTable.Col source="paymentMethod" disableSort sx={WIDER_THAN_PHONE}>
        <PaymentMethodField />
      </DataTable.Col>
      <DataTable.Col source="fee" align="right" disableSort sx={WIDER_THAN_PHONE}>
        <CreditAmountField source="fee" money />
      </DataTable.Col>
      <DataTable.Col source="total" align="right" sx={WIDER_THAN_PHONE}>
        <CreditAmountField source="total" money />
      </DataTable.Col>
      <DataTable.Col source="dueAmount" align="right" disableSort sx={WIDER_THAN_PHONE}>
        <DueAmountField source="dueAmount" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusChip />
      </DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  );
};
