import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { StatusPage } from './StatusPage';

/** /error: the generic error page (a 404 from the API lands here). */
export const ErrorPage = () => <StatusPage prefix="portal.error_page" icon={<ErrorOutlineIcon color="error" />} />;
