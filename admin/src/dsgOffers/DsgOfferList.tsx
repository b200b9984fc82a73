import { DataTable, FunctionField, NumberField, SelectInput } from 'react-admin';
import { GEARBOX_FAMILIES } from '../../../events/constants';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';

const familyChoices = GEARBOX_FAMILIES.map((family) => ({ id: family, name: family }));
const filters = [<SelectInput key="family" source="family" choices={familyChoices} alwaysOn />];

type OfferRecord = { stages?: { stage: string; price: number | null }[]; softwareOptions?: unknown[]; hardwareOptions?: unknown[] };
const euro = (price: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(price);
const stagePrices = (record: OfferRecord) =>
  (record.stages ?? []).filter((s) => s.price !== null).map((s) => `${s.stage}: ${euro(s.price!)}`).join(' · ');

/** Admin: the DSG/TCU offers, one per gearbox family, with sorting, CSV export and bulk delete (confirmed). */
export const DsgOfferList = () => (
  <ResourceList filters={filters} sort={{ field: 'family', order: 'ASC' }}>
    <DataTable.Col source="family" />
    <DataTable.Col source="stockTorque" disableSort />
    <DataTable.Col source="stockPrice">
      <NumberField source="stockPrice" options={{ style: 'currency', currency: 'EUR' }} />
    </DataTable.Col>
    <DataTable.Col source="stages" disableSort>
      <FunctionField render={stagePrices} />
    </DataTable.Col>
    <DataTable.Col source="softwareOptions" disableSort>
      <FunctionField render={(record: OfferRecord) => record.softwareOptions?.length ?? 0} />
    </DataTable.Col>
    <DataTable.Col source="hardwareOptions" disableSort>
      <FunctionField render={(record: OfferRecord) => record.hardwareOptions?.length ?? 0} />
    </DataTable.Col>
    <DateColumn source="updatedAt" />
  </ResourceList>
);
