import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';

// The choices side by side, wrapping, instead of one full-width row each.
const sideBySide = {
  '& .RaSimpleFormIterator-list': { display: 'flex', flexWrap: 'wrap', columnGap: 1 },
  '& .RaSimpleFormIterator-line': { borderBottom: 'none', width: 'auto' },
};

/** Option choices as a list of texts (stored as the spec's JSON string, see choices.ts). */
export const ChoiceListInput = ({ source = 'choiceList' }: { source?: string }) => (
  <ArrayInput source={source} label="catalogue_options.fields.choices" helperText="catalogue_options.choices_hint">
    <SimpleFormIterator inline disableReordering disableClear sx={sideBySide}>
      <TextInput source="value" label="catalogue_options.fields.choice" helperText={false} sx={{ width: 150 }} />
    </SimpleFormIterator>
  </ArrayInput>
);
