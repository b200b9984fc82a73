import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One fact of an order or a draft: its label (a translation key) and its value, the two cells of a grid row. */
export const FactRow = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography component="div" variant="body2">{children}</Typography>
    </>
  );
};
