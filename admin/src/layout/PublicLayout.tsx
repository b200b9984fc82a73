import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';

interface PublicLayoutProps {
  /** Translation key of the page title. */
  title: string;
  children: ReactNode;
  /** Wider card for long forms and legal text. */
  wide?: boolean;
  icon?: ReactNode;
}

/** The card layout of the public pages (login, register, legal texts, ...). */
export const PublicLayout = ({ title, children, wide = false, icon = <LockOutlinedIcon color="primary" /> }: PublicLayoutProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        background: 'linear-gradient(135deg, #10263b 0%, #1f4e79 60%, #2f6ea5 100%)',
        px: 2,
        pb: 4,
      }}
    >
      <Box sx={{ width: '100%', maxWidth: wide ? 860 : 440, display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 2, color: 'common.white' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {translate('portal.app.title')}
        </Typography>
        <LanguageSwitch />
      </Box>
      <Card sx={{ width: '100%', maxWidth: wide ? 860 : 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            {icon}
            <Typography variant="h5" component="h1">
              {translate(title)}
            </Typography>
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
