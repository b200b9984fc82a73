import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One numbered step of the order screen. */
export const OrderSection = ({ step, title, children }: { step: number; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>{step}</Avatar>
          <Typography variant="h6" component="h2">{translate(title)}</Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};
