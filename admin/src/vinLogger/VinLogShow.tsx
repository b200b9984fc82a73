import { TableScroll } from '../shared/phoneTable';
import { useParams } from 'react-router-dom';
import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LocalizedDateField } from '../fields';
import { summariseVinResult } from './resultSummary';
import { VinResultField } from './VinResultField';

/** The vehicles the search answered, as the searching user saw them. */
const FoundVehicles = () => {
  const record = useRecordContext<{ result: unknown }>();
  const translate = useTranslate();
  const summary = summariseVinResult(record?.result);
  if (summary.kind !== 'found') return null;
  return (
    <Labeled label="vin_logger.vehicles">
      <TableScroll><Table size="small" data-testid="vin-log-vehicles">
        <TableHead>
          <TableRow>
            {(['brand', 'model', 'generation', 'engine'] as const).map((level) => (
              <TableCell key={level}>{translate(`vehicle_search.${level}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.vehicles.map((vehicle) => (
            <TableRow key={vehicle.id}>
              <TableCell>{vehicle.make}</TableCell>
              <TableCell>{vehicle.model}</TableCell>
              <TableCell>{vehicle.generation}</TableCell>
              <TableCell>{vehicle.engine}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table></TableScroll>
    </Labeled>
  );
};

const NoRule = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('vin_logger.no_rule')}</Typography>;
};

/** Admin: one VIN search (spec route vin-logger-view/{id}): who, when, the VIN, its result and the rule that matched. */
export const VinLogShow = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <Show resource="vin-logger" id={id} title="vin_logger.view_title" actions={false}>
      <SimpleShowLayout>
        <TextField source="id" />
        <LocalizedDateField source="at" showTime />
        <ReferenceField source="userId" reference="users" link={false} emptyText="-">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="vin" />
        <VinResultField label="resources.vin-logger.fields.result" />
        <ReferenceField source="matchedRuleId" reference="vin-search-rules" empty={<NoRule />}>
          <TextField source="pattern" />
        </ReferenceField>
        <FoundVehicles />
      </SimpleShowLayout>
    </Show>
  );
};
