import { Menu, usePermissions } from 'react-admin';
import FolderCopyIcon from '@mui/icons-material/FolderCopyOutlined';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import { MenuSection } from '../layout/MenuSection';
import { FILES_ROLES, PRE_ORDER_ROLES } from './roles';

/** "Files" for Admin and Calibrator (spec section 6); "Pre-order requests" also for those who order (they ask there). */
export const FilesMenuItems = () => {
  const { permissions } = usePermissions<Role[]>();
  const has = (allowed: readonly Role[]) => (permissions ?? []).some((role) => allowed.includes(role));
  if (!has(PRE_ORDER_ROLES)) return null;
  return (
    <MenuSection title="files_section.menu.section">
      {has(FILES_ROLES) && <Menu.Item to={adminPath('/files')} primaryText="files_section.menu.files" leftIcon={<FolderCopyIcon />} />}
      <Menu.Item to={adminPath('/files/pre-order')} primaryText="files_section.menu.pre_order" leftIcon={<QuestionAnswerIcon />} />
    </MenuSection>
  );
};
