import NewspaperIcon from '@mui/icons-material/Newspaper';
import { Resource } from 'react-admin';
import type { Role } from '../constants';
import { NEWS_RESOURCE } from './newsApi';
import { lazyPage } from '../shared/lazyPage';

const NewsCreate = lazyPage(() => import('./NewsCreate'), 'NewsCreate');
const NewsEdit = lazyPage(() => import('./NewsEdit'), 'NewsEdit');
const NewsList = lazyPage(() => import('./NewsList'), 'NewsList');
const NewsShow = lazyPage(() => import('./NewsShow'), 'NewsShow');

export { ContentMenuItems } from './NewsMenuItems';

/** Everyone signed in reads the news; the Admin writes it. */
export const newsResource = (permissions: readonly Role[]) =>
  permissions.includes('Admin')
    ? <Resource name={NEWS_RESOURCE} list={NewsList} show={NewsShow} create={NewsCreate} edit={NewsEdit} icon={NewspaperIcon} />
    : <Resource name={NEWS_RESOURCE} list={NewsList} show={NewsShow} icon={NewspaperIcon} />;
