import MailIcon from '@mui/icons-material/Mail';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const MailList = lazyPage(() => import('./MailList'), 'MailList');
const MailShow = lazyPage(() => import('./MailShow'), 'MailShow');

export const mail = {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: 'subject',
};
