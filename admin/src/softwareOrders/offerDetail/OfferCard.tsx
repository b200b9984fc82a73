import { TableSkeleton } from '../../shared/LoadingSkeleton';
import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The frame of an offer detail: its title, what it is for, the offer's stages in grey while they load or the failure, then the offer. */
export const OfferCard = ({ title, subtitle, loading, error, children }: {
  title: string; subtitle?: string; loading: boolean; error: string | null; children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, mb: 4 }} data-testid="offer-detail">
      <Title title={title} />
      <CardContent>
        <Stack spacing={3}>
          <div>
            <Typography variant="h5" component="h1">{title}</Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </div>
          {loading && <TableSkeleton columns={4} />}
          {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** A titled part of an offer detail. */
export const OfferSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
    {children}
  </Stack>
);
