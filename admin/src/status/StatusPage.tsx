import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { adminPath } from '../layout/AdminLink';
import { PublicLayout } from '../layout/PublicLayout';
import { storage } from '../providers/storage';

/** A public page with one message and a way back: to the portal when signed in, else to login. */
export const StatusPage = ({ prefix, icon }: { prefix: string; icon: ReactNode }) => {
  const translate = useTranslate();
  const signedIn = storage.getToken() !== null;
  return (
    <PublicLayout title={`${prefix}.title`} icon={icon}>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {translate(`${prefix}.text`)}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <Button component={Link} to={adminPath(signedIn ? '/dashboard' : '/login')} variant="contained">
          {translate(signedIn ? 'portal.navigation.back_home' : 'portal.navigation.back_to_login')}
        </Button>
      </Stack>
    </PublicLayout>
  );
};
