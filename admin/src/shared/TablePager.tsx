import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TablePagerProps {
  count: number;
  /** 0-based, as MUI counts. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
}

/**
 * MUI's table pagination in the user's language: its own words ("Rows per page", "1–25 of 100",
 * the buttons' names) are English only, so they come from react-admin's navigation messages.
 */
export const TablePager = ({ count, page, rowsPerPage, rowsPerPageOptions, onPageChange, onRowsPerPageChange }: TablePagerProps) => {
  const translate = useTranslate();
  const names = { first: 'ra.navigation.first', last: 'ra.navigation.last', next: 'ra.navigation.next', previous: 'ra.navigation.previous' } as const;
  return (
    <TablePagination
      component="div" count={count} page={page} rowsPerPage={rowsPerPage} rowsPerPageOptions={rowsPerPageOptions}
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={onRowsPerPageChange && ((event) => onRowsPerPageChange(Number(event.target.value)))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
      getItemAriaLabel={(type) => translate(names[type])}
      // On a phone the words, the size and the buttons do not fit one line: they wrap, right-aligned.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 1 }, '& .MuiTablePagination-spacer': { display: 'none' } }}
    />
  );
};
