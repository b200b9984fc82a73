import WebIcon from '@mui/icons-material/Web';
import { Resource } from 'react-admin';
import type { Role } from '../constants';
import { CONTENT_PAGE_RESOURCE } from './contentPageApi';
import { lazyPage } from '../shared/lazyPage';

const ContentPageEdit = lazyPage(() => import('./ContentPageAdmin'), 'ContentPageEdit');
const ContentPageList = lazyPage(() => import('./ContentPageAdmin'), 'ContentPageList');

export { SitePage } from './SitePage';
export { PublicLinks } from './PublicLinks';

/** The Admin writes the public pages. */
export const contentPageResource = (permissions: readonly Role[]) =>
  permissions.includes('Admin') ? <Resource name={CONTENT_PAGE_RESOURCE} list={ContentPageList} edit={ContentPageEdit} icon={WebIcon} /> : null;
