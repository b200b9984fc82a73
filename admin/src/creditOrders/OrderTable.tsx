import { TableScroll } from '../shared/phoneTable';
import { DataTable, TextField, type Identifier, type RaRecord } from 'react-admin';
import { CreditAmountField } from '../credit/money/CreditAmountField';
import { DateColumn } from '../shared/DateColumn';
import { adminPath } from '../layout/AdminLink';
import { DueAmountField } from './DueAmountField';
import { OrderNumberField } from './OrderNumberField';
import { PaymentMethodField } from './PaymentMethodField';
import { SellerNameField } from './SellerNameField';
import { StatusChip } from './StatusChip';

interface OrderTableProps {
  /** Which page a row opens: the buyer's detail or the seller's (and Admin's) view. */
  opens: 'detail' | 'admin-view';
  /** Show the buyer (sales, Admin), the seller (purchases) or both. */
  parties: 'buyer' | 'seller' | 'both';
}

/** The columns of the credit order lists; a row opens the order. */
export const OrderTable = ({ opens, parties }: OrderTableProps) => {
  const rowClick = (id: Identifier, _resource: string, _record: RaRecord) =>
    adminPath(opens === 'detail' ? `/credit-order-detail/${id}` : `/credit-order-admin-view/${id}`);
  return (
    <TableScroll><DataTable bulkActionButtons={false} rowClick={rowClick}>
      <DataTable.Col source="number">
        <OrderNumberField />
      </DataTable.Col>
      <DateColumn source="createdAt" showTime />
      {parties !== 'seller' && <DataTable.Col source="buyerName" disableSort><TextField source="buyerName" /></DataTable.Col>}
      {parties !== 'buyer' && <DataTable.Col source="sellerName" disableSort><SellerNameField source="sellerName" /></DataTable.Col>}
      <DataTable.Col source="credits" align="right">
        <CreditAmountField source="credits" count />
      </DataTable.Col>
      <DataTable.Col source="paymentMethod" disableSort>
        <PaymentMethodField />
      </DataTable.Col>
      <DataTable.Col source="fee" align="right" disableSort>
        <CreditAmountField source="fee" money />
      </DataTable.Col>
      <DataTable.Col source="total" align="right">
        <CreditAmountField source="total" money />
      </DataTable.Col>
      <DataTable.Col source="dueAmount" align="right" disableSort>
        <DueAmountField source="dueAmount" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusChip />
      </DataTable.Col>
    </DataTable></TableScroll>
  );
};
