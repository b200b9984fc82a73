import type { ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';

/**
 * How far a table sits from the phone's edges at most: the page's padding, a card's and its border around it.
 * react-admin's layout is as wide as its content (min-width: fit-content), so a table wider than a
 * phone would scroll the whole page sideways; capped, it scrolls inside its own box instead.
 */
const PHONE_TABLE_INSET_PX = 56;

const PHONE_SCROLL_SX = { overflowX: 'auto', maxWidth: { xs: `calc(100vw - ${PHONE_TABLE_INSET_PX}px)`, sm: 'none' } } as const;

/**
 * Around a table (MUI's, a DataTable or a Datagrid): on a phone the table scrolls sideways within
 * the screen, the page does not; the box then takes the keyboard focus so arrows scroll it too.
 */
export const TableScroll = ({ children }: { children: ReactNode }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Box sx={PHONE_SCROLL_SX} tabIndex={phone ? 0 : undefined}>{children}</Box>;
};
