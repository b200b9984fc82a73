import BarChartIcon from '@mui/icons-material/BarChart';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';
import { ACCOUNT_REPORT_PATH, REPORT_IDS, REPORT_PATHS } from './paths';

/** The Reports section of the Admin's sidebar: one entry per report, and the account report. */
export const ReportsMenuItems = () => (
  <MenuSection title="reports.menu" paths={[ACCOUNT_REPORT_PATH]}>
    {REPORT_IDS.map((id) => <MenuLink key={id} path={REPORT_PATHS[id]} label={`reports.${id}.menu`} icon={<BarChartIcon />} />)}
    <MenuLink path={ACCOUNT_REPORT_PATH} label="reports.account.menu" icon={<PersonSearchIcon />} />
  </MenuSection>
);
