import { TableScroll } from '../shared/phoneTable';
import { BooleanField, DataTable, List, NullableBooleanInput, TextField } from 'react-admin';
import { safeExporter } from '../shared/safeExporter';
import { CouponStatusField, DiscountField, UsesField, ValidityField } from './CouponFields';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const filters = [<SearchFilter key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" alwaysOn />];

/** Coupons (spec section 2: coupon): the Admin's list with create and edit; Support sees the same list only. */
export const CouponList = () => (
  <List exporter={safeExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false}>
    <ListLoading columns={8}><TableScroll><DataTable bulkActionButtons={false} empty={<ListEmpty />}>
      <DataTable.Col source="code">
        <TextField source="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
      </DataTable.Col>
      <DataTable.Col source="discountPercent" align="right">
        <DiscountField />
      </DataTable.Col>
      <DataTable.Col source="validUntil" label="resources.coupon.fields.validity">
        <ValidityField />
      </DataTable.Col>
      <DataTable.Col source="uses" label="resources.coupon.fields.usesOfMax" align="right">
        <UsesField />
      </DataTable.Col>
      <DataTable.Col source="maxUsesPerDealer" disableSort align="right" />
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <CouponStatusField />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort />
    </DataTable></TableScroll></ListLoading>
  </List>
);
