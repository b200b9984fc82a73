import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { JsonField, PreviousOrderPriceField } from './PreviousOrderFields';

/** Admin: one previous order with its JSON fields as imported. */
export const PreviousOrderShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <LocalizedDateField source="createdAt" showTime />
      <TextField source="type" />
      <TextField source="stage" />
      <Labeled source="price">
        <PreviousOrderPriceField />
      </Labeled>
      <TextField source="vin" />
      <TextField source="dealerEmail" />
      <Labeled source="vehicle" fullWidth>
        <JsonField source="vehicle" />
      </Labeled>
      <Labeled source="currencyDetails" fullWidth>
        <JsonField source="currencyDetails" />
      </Labeled>
      <Labeled source="description" fullWidth>
        <JsonField source="description" />
      </Labeled>
      <LocalizedDateField source="importedAt" showTime />
      <LocalizedDateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);
