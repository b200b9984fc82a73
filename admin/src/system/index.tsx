import { Route } from 'react-router-dom';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

const SystemHealthPage = lazyPage(() => import('./SystemHealthPage'), 'SystemHealthPage');

/** system-health is Admin only (events/access/screens.ts). */
export const systemRoutes = <Route path="/system-health" element={<SystemHealthPage />} />;

export const SystemHealthMenuItem = () => <MenuLink path="/system-health" label="system.menu" icon={<MonitorHeartIcon />} />;
