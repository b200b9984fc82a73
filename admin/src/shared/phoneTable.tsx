import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * How far a table sits from the phone's edges at most: the page's padding and a card's around it.
 * react-admin's layout is as wide as its content (min-width: fit-content), so a table wider than a
 * phone would scroll the whole page sideways; capped, it scrolls inside its own box instead.
 */
const PHONE_TABLE_INSET_PX = 48;

/** A plain MUI table's box: on a phone the table scrolls sideways within the screen, the page does not. */
const PHONE_SCROLL_SX = { overflowX: 'auto', maxWidth: { xs: `calc(100vw - ${PHONE_TABLE_INSET_PX}px)`, sm: 'none' } } as const;

/** The same for a react-admin DataTable or Datagrid, through its sx. */
export const PHONE_TABLE_SX = { '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': PHONE_SCROLL_SX } as const;

export const TableScroll = ({ children }: { children: ReactNode }) => <Box sx={PHONE_SCROLL_SX}>{children}</Box>;
