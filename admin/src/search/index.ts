export { SearchButton } from './SearchButton';
export { searchEn, searchEs } from './i18n';
