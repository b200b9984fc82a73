import { Card, CardContent, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { SheetImport } from './SheetImport';

/** /import-database (Admin): upload a vehicles or prices sheet and follow its import. */
export const ImportDatabasePage = () => (
  <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
    <Title title="vehicle_database.import_title" />
    <Card variant="outlined">
      <CardContent>
        <SheetImport kind="vehicles" kinds={['vehicles', 'prices']} />
      </CardContent>
    </Card>
  </Stack>
);
