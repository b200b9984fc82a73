import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';

/**
 * How far a table sits from the phone's edges at most: the page's padding, a card's and its border around it.
 * A table wider than the screen would scroll the whole page sideways; capped, it scrolls inside its
 * own box instead (from the tablet up the theme bounds the layout to the window: theme/themes.ts).
 */
const PHONE_TABLE_INSET_PX = 56;

const PHONE_SCROLL_SX = { overflowX: 'auto', maxWidth: { xs: `calc(100vw - ${PHONE_TABLE_INSET_PX}px)`, sm: 'none' } } as const;
/** On a phone a cell's sides take 8 px instead of 16: three columns gain the width of a status chip. */
const PHONE_CELLS_SX = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } } });

/**
 * A column a phone leaves out (a DataTable.Col's `sx`; a Datagrid's field takes WIDER_THAN_PHONE_CLASS
 * as its cell and header class): a list keeps on the phone's width the few columns that tell its rows
 * apart and their status, instead of pushing the status out of sight to the right.
 */
export const WIDER_THAN_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const WIDER_THAN_PHONE_CLASS = 'wider-than-phone';
/** A Datagrid's `sx` that leaves out its WIDER_THAN_PHONE_CLASS columns on a phone. */
export const DATAGRID_PHONE_SX = { [`& .${WIDER_THAN_PHONE_CLASS}`]: WIDER_THAN_PHONE } as const;

/** Whether the box's content is wider than the box, kept up to date as the table or the window changes size. */
const useScrollsSideways = () => {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    const sizes = new ResizeObserver(check);
    // The table inside is replaced as it loads (loading -> rows or empty): the new one is watched too.
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
      check();
    };
    const children = new MutationObserver(watchChildren);
    children.observe(element, { childList: true });
    watchChildren();
    return () => {
      children.disconnect();
      sizes.disconnect();
    };
  }, []);
  return { box, scrolls };
};

/**
 * Around a table (MUI's, a DataTable or a Datagrid): on a phone or a tablet the table scrolls sideways
 * within the screen, the page does not; while it does, the box takes the keyboard focus so arrows
 * scroll it too (a box that does not scroll is no extra Tab stop).
 */
export const TableScroll = ({ children }: { children: ReactNode }) => {
  const { box, scrolls } = useScrollsSideways();
  return <Box ref={box} sx={[PHONE_SCROLL_SX, PHONE_CELLS_SX]} tabIndex={scrolls ? 0 : undefined}>{children}</Box>;
};
