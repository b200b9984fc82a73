import { Fragment, useState, type ReactNode } from 'react';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useTranslate } from 'react-admin';
import { TablePager } from './TablePager';

export interface TreeRow {
  id: string;
  children: TreeRow[];
}

export interface TreeColumn<Row extends TreeRow> {
  id: string;
  /** Already translated. */
  label: string;
  align?: 'right';
  cell: (row: Row) => ReactNode;
  /** Whether the rows can be sorted by this column (the server sorts them). */
  sortable?: boolean;
}

/** The 0-based page to show: new rows (another filter) may be fewer than the page reached, so the last page then, never an empty one. */
export const pageWithin = (page: number, count: number, perPage: number) => Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1));

export type TreeSort = { column: string; order: 'asc' | 'desc' } | null;

/** Top-level rows a page: a report at a large network's size has hundreds of distributors. */
export const TREE_PAGE_SIZES = [25, 50, 100];

/** The page and sort of a table whose rows the server sorts and cuts. */
export interface TreePaging {
  sort: TreeSort;
  /** 0-based, as MUI counts. */
  page: number;
  perPage: number;
}

interface TreeTableProps<Row extends TreeRow> {
  /** Translation key of the table's accessible name. */
  label: string;
  columns: TreeColumn<Row>[];
  /** The rows of the page shown, in the server's order. */
  rows: Row[];
  /** Top-level rows over all pages. */
  count: number;
  paging: TreePaging;
  onPaging: (next: TreePaging) => void;
}

/** A column's first click sorts it largest first; the next one turns it around. */
export const nextSort = (current: TreeSort, column: string): TreeSort => ({ column, order: current?.column === column && current.order === 'desc' ? 'asc' : 'desc' });

/**
 * A sortable table whose rows may hold children (a distributor's dealers): a parent row opens
 * and closes them, and they are indented under it. The server answers one page of top-level rows
 * (their children with them) in the order asked, so the page loads what a person reads rather
 * than every account of a large network.
 */
export const TreeTable = <Row extends TreeRow>({ label, columns, rows, count, paging, onPaging }: TreeTableProps<Row>) => {
  const translate = useTranslate();
  const { sort, page, perPage } = paging;
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) => setOpen((ids) => { const next = new Set(ids); if (next.has(id)) next.delete(id); else next.add(id); return next; });

  const renderRows = (list: Row[], depth: number): ReactNode =>
    list.map((row) => (
      <Fragment key={row.id}>
        <TableRow hover>
          {columns.map((column, index) => (
            <TableCell key={column.id} align={column.align} sx={index === 0 ? { pl: 1 + depth * 3, whiteSpace: 'nowrap' } : undefined}>
              {index === 0 && (row.children.length > 0 ? (
                <IconButton size="small" onClick={() => toggle(row.id)} aria-expanded={open.has(row.id)}
                  aria-label={translate(open.has(row.id) ? 'portal.tree.collapse' : 'portal.tree.expand')}>
                  {open.has(row.id) ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
                </IconButton>
              ) : <span style={{ display: 'inline-block', width: 34 }} />)}
              {column.cell(row)}
            </TableCell>
          ))}
        </TableRow>
        {open.has(row.id) && renderRows(row.children as Row[], depth + 1)}
      </Fragment>
    ));

  return (
    <>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={translate(label)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sortDirection={sort?.column === column.id ? sort.order : false}>
                  {column.sortable ? (
                    <TableSortLabel active={sort?.column === column.id} direction={sort?.column === column.id ? sort.order : 'desc'}
                      onClick={() => onPaging({ ...paging, sort: nextSort(sort, column.id), page: 0 })}>
                      {column.label}
                    </TableSortLabel>
                  ) : column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{renderRows(rows, 0)}</TableBody>
        </Table>
      </TableContainer>
      {count > TREE_PAGE_SIZES[0]! && (
        <TablePager count={count} page={page} rowsPerPage={perPage} rowsPerPageOptions={TREE_PAGE_SIZES}
          onPageChange={(next) => onPaging({ ...paging, page: next })} onRowsPerPageChange={(size) => onPaging({ ...paging, perPage: size, page: 0 })} />
      )}
    </>
  );
};
