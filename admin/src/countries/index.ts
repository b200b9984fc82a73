import PublicIcon from '@mui/icons-material/Public';
import { CountryEdit } from './CountryEdit';
import { CountryList } from './CountryList';

export const countries = {
  list: CountryList,
  edit: CountryEdit,
  icon: PublicIcon,
  recordRepresentation: 'name',
};
