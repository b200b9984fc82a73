import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * The lists' quick search: react-admin's SearchInput hides its label, so its placeholder also
 * names the field for assistive technology (axe: a field named only by its helper text fails).
 */
export const SearchFilter = ({ placeholder, ...props }: SearchInputProps) => {
  const translate = useTranslate();
  const text = placeholder ?? translate('ra.action.search');
  return <SearchInput {...props} placeholder={text} slotProps={{ htmlInput: { 'aria-label': text } }} />;
};
