import { Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { CrmLogTable } from './CrmLogTable';

/** crm-sales/users-logs: every CRM action and custom log, 20 a page. */
export const CrmLogsPage = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="crm.logs.title" />
    <CardContent><CrmLogTable /></CardContent>
  </Card>
);
