import BusinessIcon from '@mui/icons-material/Business';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { MenuLink } from '../layout/MenuLink';

/** The own company information for everyone; the change requests for an Admin. */
export const CompanyMenuItems = () => (
  <>
    <MenuLink path="/information/me" label="company.menu" icon={<BusinessIcon />} />
    <MenuLink path="/company-requests" label="company.requests.menu" icon={<FactCheckIcon />} />
  </>
);
