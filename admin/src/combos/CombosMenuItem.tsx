import { Menu } from 'react-admin';
import JoinInnerIcon from '@mui/icons-material/JoinInner';
import { adminPath } from '../layout/AdminLink';

/** Sidebar entry of the combos screen (a custom route; layout/AdminMenuItems shows it to administrators). */
export const CombosMenuItem = () => <Menu.Item to={adminPath('/vehicles-combos')} primaryText="combos.menu" leftIcon={<JoinInnerIcon />} />;
