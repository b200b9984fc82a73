import BarChartIcon from '@mui/icons-material/BarChart';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';
import { REPORT_IDS, REPORT_PATHS } from './paths';

const ADMIN = ['Admin'] as const;

/** The Reports section of the Admin's sidebar: one entry per report. */
export const ReportsMenuItems = () => (
  <MenuSection title="reports.menu" roles={ADMIN}>
    {REPORT_IDS.map((id) => <MenuLink key={id} path={REPORT_PATHS[id]} label={`reports.${id}.menu`} icon={<BarChartIcon />} />)}
  </MenuSection>
);
