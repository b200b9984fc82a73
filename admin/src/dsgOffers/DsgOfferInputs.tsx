import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { GEARBOX_FAMILIES, TUNED_DSG_STAGES } from '../../../events/constants';
import { ChoiceListInput } from '../catalogueOptions';
import { PriceInput } from '../fields';
import { isRequired } from '../validation/validators';
import { DSG_OFFER_RESOURCE } from './dsgOfferApi';
import { stageLabelKey } from './stages';

const row = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '200px 1fr 1fr' }, alignItems: 'center', borderBottom: 1, borderColor: 'divider', py: 1 };

/** The family of a new offer: only the spec's families that have no offer yet. */
const FamilyInput = () => {
  const { data } = useGetList<{ id: string }>(DSG_OFFER_RESOURCE, { pagination: { page: 1, perPage: 100 }, sort: { field: 'family', order: 'ASC' } });
  const taken = new Set((data ?? []).map((offer) => offer.id));
  const choices = GEARBOX_FAMILIES.filter((family) => !taken.has(family)).map((family) => ({ id: family, name: family }));
  return <SelectInput source="family" choices={choices} validate={isRequired} helperText="dsg_offers.family_hint" />;
};

/** Stock (Drivability), the original file's rule, then the tuned stages: torque and price side by side. */
const StageRows = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" sx={{ mt: 2 }}>{translate('dsg_offers.stages_title')}</Typography>
      <Box sx={row}>
        <Typography variant="subtitle2">{translate('dsg_offers.stages.Stock')}</Typography>
        <TextInput source="stockTorque" helperText={false} />
        <PriceInput source="stockPrice" helperText="dsg_offers.price_hint" />
      </Box>
      <Box sx={row}>
        <Typography variant="subtitle2">{translate('dsg_offers.stages.original_file')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { md: 'span 2' } }}>{translate('dsg_offers.original_file_rule')}</Typography>
      </Box>
      {TUNED_DSG_STAGES.map((stage, i) => (
        <Box key={stage} sx={row}>
          <Typography variant="subtitle2">{translate(stageLabelKey(stage))}</Typography>
          <TextInput source={`stages.${i}.torque`} label="resources.vehicles-dsg.fields.torque" helperText={false} />
          <PriceInput source={`stages.${i}.price`} label="resources.vehicles-dsg.fields.price" helperText="dsg_offers.price_hint" />
        </Box>
      ))}
    </Box>
  );
};

/** A list of options: name, price, and the choices as a list. */
const OptionRows = ({ source }: { source: 'softwareOptions' | 'hardwareOptions' }) => (
  <ArrayInput source={source} label={false}>
    <SimpleFormIterator disableReordering disableClear>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 200px' } }}>
        <TextInput source="name" label="resources.vehicles-dsg.fields.option_name" validate={isRequired} helperText={false} />
        <PriceInput source="price" label="resources.vehicles-dsg.fields.price" helperText="dsg_offers.option_price_hint" />
      </Box>
      <ChoiceListInput />
    </SimpleFormIterator>
  </ArrayInput>
);

const Family = () => <Typography variant="h5">{useRecordContext<{ family: string }>()?.family}</Typography>;

/** Fields shared by the DSG offer Create and Edit screens. */
export const DsgOfferInputs = ({ create = false }: { create?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 1000 }}>
      {create ? <FamilyInput /> : <Family />}
      <StageRows />
      <Typography variant="h6" sx={{ mt: 3 }}>{translate('resources.vehicles-dsg.fields.softwareOptions')}</Typography>
      <OptionRows source="softwareOptions" />
      <Typography variant="h6" sx={{ mt: 3 }}>{translate('resources.vehicles-dsg.fields.hardwareOptions')}</Typography>
      <OptionRows source="hardwareOptions" />
    </Box>
  );
};
