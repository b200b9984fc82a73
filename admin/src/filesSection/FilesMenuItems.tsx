import FolderCopyIcon from '@mui/icons-material/FolderCopyOutlined';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';

/** "Files" for Admin and Calibrator (spec section 6); "Pre-order requests" also for those who order (they ask there). */
export const FilesMenuItems = () => (
  <MenuSection title="files_section.menu.section" paths={['/files', '/files/pre-order']}>
    <MenuLink path="/files" label="files_section.menu.files" icon={<FolderCopyIcon />} />
    <MenuLink path="/files/pre-order" label="files_section.menu.pre_order" icon={<QuestionAnswerIcon />} />
  </MenuSection>
);
