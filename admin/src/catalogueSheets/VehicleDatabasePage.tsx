import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { adminPath } from '../layout/AdminLink';
import { ImportHistory } from './ImportHistory';
import { SheetExportButtons } from './SheetExportButtons';

/** /database (Admin): export the vehicle database and its prices as XLSX, see past imports, start one. */
export const VehicleDatabasePage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="vehicle_database.title" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('vehicle_database.export.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('vehicle_database.export.help')}
          </Typography>
          <SheetExportButtons kinds={['vehicles', 'prices']} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6">{translate('vehicle_database.history.title')}</Typography>
            <Button variant="contained" startIcon={<UploadIcon />} component={Link} to={adminPath('/import-database')}>
              {translate('vehicle_database.history.import')}
            </Button>
          </Stack>
          <ImportHistory />
        </CardContent>
      </Card>
    </Stack>
  );
};
