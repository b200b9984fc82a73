import { Route } from 'react-router-dom';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import type { Role } from '../constants';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

const DownloadsPage = lazyPage(() => import('./DownloadsPage'), 'DownloadsPage');

/** Every signed-in role reads the downloads (issue 14). */
export const DOWNLOAD_READERS: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'];

export const downloadRoutes = (roles: Role[]) => (roles.some((role) => DOWNLOAD_READERS.includes(role)) ? <Route path="/downloads" element={<DownloadsPage />} /> : null);

export const DownloadsMenuItem = () => <MenuLink path="/downloads" label="downloads.menu" icon={<CloudDownloadIcon />} roles={DOWNLOAD_READERS} />;
