export { CountryNameField } from './CountryNameField';
export { countryName, useCountryName } from './countryName';
export { LocalizedDateField } from './LocalizedDateField';
export { useDates } from './useDates';
export { SaveOnlyToolbar } from './SaveOnlyToolbar';
export { SpreadsheetPicker } from './SpreadsheetPicker';
export { PriceInput } from './PriceInput';
export { FieldText } from './FieldText';
export { AmountField } from './AmountField';
