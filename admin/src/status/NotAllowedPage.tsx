import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';

/**
 * A screen the signed-in user's roles do not open (the layout's guard), or whose load the API
 * refused with 403: said inside the layout, with the way back to the dashboard. The session stays;
 * only a 401 (or no session at all) leads to the sign-in page.
 */
export const NotAllowedPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }} data-testid="not-allowed">
      <Title title="portal.not_allowed.title" />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BlockIcon color="warning" />
            <Typography variant="h5" component="h1">{translate('portal.not_allowed.title')}</Typography>
          </Stack>
          <Typography variant="body1">{translate('portal.not_allowed.text')}</Typography>
          <Button component={Link} to={adminPath('/dashboard')} variant="contained">{translate('portal.not_allowed.back')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
