import QuizIcon from '@mui/icons-material/Quiz';
import { Resource } from 'react-admin';
import type { Role } from '../constants';
import { FAQ_RESOURCE } from './faqApi';
import { lazyPage } from '../shared/lazyPage';

const FaqCreate = lazyPage(() => import('./FaqEditors'), 'FaqCreate');
const FaqEdit = lazyPage(() => import('./FaqEditors'), 'FaqEdit');
const FaqList = lazyPage(() => import('./FaqList'), 'FaqList');

export { FaqPage } from './FaqPage';
export { FAQ_RESOURCE_PATHS } from './faqApi';

/** The Admin writes the FAQ; everyone reads it at the public /faq. */
export const faqResource = (permissions: readonly Role[]) =>
  permissions.includes('Admin') ? <Resource name={FAQ_RESOURCE} list={FaqList} create={FaqCreate} edit={FaqEdit} icon={QuizIcon} /> : null;
