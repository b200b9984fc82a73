import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate } from 'react-admin';

/** Shown while nothing was sent yet. */
export const MailEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 8, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 96 }} />
      <Typography variant="h6" component="p">
        {translate('portal.mail.empty')}
      </Typography>
    </Box>
  );
};
