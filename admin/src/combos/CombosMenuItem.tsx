import JoinInnerIcon from '@mui/icons-material/JoinInner';
import { adminPath } from '../layout/AdminLink';
import { MenuEntry } from '../layout/MenuEntry';

/** Sidebar entry of the combos screen (a custom route; layout/AdminMenuItems shows it to administrators). */
export const CombosMenuItem = () => <MenuEntry to={adminPath('/vehicles-combos')} label="combos.menu" icon={<JoinInnerIcon />} />;
