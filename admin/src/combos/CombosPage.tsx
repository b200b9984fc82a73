import { TableScroll } from '../shared/phoneTable';
import { useEffect, useState } from 'react';
import {
  ArrayInput, Form, ResourceContextProvider, SelectInput, SimpleFormIterator, TextInput, Title, useDataProvider, useNotify, useTranslate,
} from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { ECU_STAGE_FIELDS, ECU_STAGES, MAX_DISCOUNT_PERCENT } from '../../../events/constants';
import { PriceInput } from '../fields';
import { MessageAlert } from '../layout/FormFeedback';
import { errorMessage } from '../shared/errors';
import { TableSkeleton } from '../shared/LoadingSkeleton';
import type { PortalDataProvider } from '../providers/dataProvider';
import { comboSettingsForApi, type ComboSettings } from './comboApi';

const stageKey = (stage: string) => `combos.stages.${(ECU_STAGE_FIELDS as Record<string, string>)[stage] ?? stage}`;

/** The eleven combined options: ECU stage, DSG stage, price and description side by side. */
const ComboTable = ({ settings }: { settings: ComboSettings }) => {
  const translate = useTranslate();
  return (
    <TableScroll><Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('combos.fields.id')}</TableCell>
          <TableCell>{translate('combos.fields.ecu')}</TableCell>
          <TableCell>{translate('combos.fields.dsg')}</TableCell>
          <TableCell>{translate('combos.fields.price')}</TableCell>
          <TableCell sx={{ width: '40%' }}>{translate('combos.fields.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {settings.combos.map((combo, i) => (
          <TableRow key={combo.id}>
            <TableCell>{combo.id}</TableCell>
            <TableCell>{translate(stageKey(combo.ecu))}</TableCell>
            <TableCell>{translate(stageKey(combo.dsg))}</TableCell>
            <TableCell>
              <PriceInput source={`combos.${i}.price`} label={false} inputProps={{ 'aria-label': `${translate('combos.fields.price')} ${combo.id}` }} helperText={false} margin="none" />
            </TableCell>
            <TableCell>
              <TextInput source={`combos.${i}.description`} label={false} inputProps={{ 'aria-label': `${translate('combos.fields.description')} ${combo.id}` }} helperText={false} fullWidth margin="none" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table></TableScroll>
  );
};

const stageChoices = ECU_STAGES.map((stage) => ({ id: stage, name: stageKey(stage) }));

/** Admin (spec section 2: vehicles-combos): combo prices and the rules, saved together. */
export const CombosPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [settings, setSettings] = useState<ComboSettings | null>(null);
  const [saving, setSaving] = useState(false);
  // A failed load says so where the table would be, instead of leaving the skeleton there for good.
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    dataProvider.getComboSettings().then(setSettings, (error: unknown) => setFailure(errorMessage(error)));
  }, [dataProvider]);

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      setSettings(await dataProvider.saveComboSettings(comboSettingsForApi(values)));
      notify('combos.saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="combos.title" />
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>{translate('combos.price_rule', { max: MAX_DISCOUNT_PERCENT })}</Alert>
        {settings ? (
          // The rules' ArrayInput needs a resource: this screen is the combos resource of spec section 7.
          <ResourceContextProvider value="combos">
            <Form record={settings} onSubmit={save} noValidate key={JSON.stringify(settings)}>
              <ComboTable settings={settings} />
              <Typography variant="h6" sx={{ mt: 3 }}>{translate('combos.rules_title')}</Typography>
              <Typography variant="body2" color="text.secondary">{translate('combos.rules_hint')}</Typography>
              <ArrayInput source="rules" label={false}>
                <SimpleFormIterator inline disableReordering disableClear>
                  <SelectInput source="ecu" label="combos.fields.rule_ecu" choices={stageChoices} helperText={false} />
                  <SelectInput source="min" label="combos.fields.min" choices={stageChoices} helperText={false} />
                  <SelectInput source="max" label="combos.fields.max" choices={stageChoices} helperText={false} />
                </SimpleFormIterator>
              </ArrayInput>
              <Box sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" startIcon={saving ? <CircularProgress size={18} /> : <SaveIcon />} disabled={saving}>
                  {translate('ra.action.save')}
                </Button>
              </Box>
            </Form>
          </ResourceContextProvider>
        ) : (
          failure ? <MessageAlert message={failure} /> : <TableSkeleton columns={5} rows={6} />
        )}
      </CardContent>
    </Card>
  );
};
