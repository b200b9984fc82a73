import { defaultExporter, type Exporter } from 'react-admin';
import { neutraliseCsvValues } from '../../../events/csv-cell';

/** react-admin's CSV export with every cell neutralised against formula injection (events/csv-cell.ts): the exporter of every list. */
export const safeExporter: Exporter = (records, fetchRelatedRecords, dataProvider, resource) =>
  defaultExporter(records.map(neutraliseCsvValues), fetchRelatedRecords, dataProvider, resource);
