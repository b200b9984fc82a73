import { Route } from 'react-router-dom';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

const DownloadsPage = lazyPage(() => import('./DownloadsPage'), 'DownloadsPage');

/** Every signed-in role reads the downloads (issue 14; events/access/screens.ts). */
export const downloadRoutes = <Route path="/downloads" element={<DownloadsPage />} />;

export const DownloadsMenuItem = () => <MenuLink path="/downloads" label="downloads.menu" icon={<CloudDownloadIcon />} />;
