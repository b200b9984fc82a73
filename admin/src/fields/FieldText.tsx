import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A text a custom field computes, set as react-admin's TextField sets its value (a body2 span). */
export const FieldText = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2">
    {children}
  </Typography>
);
