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
  /** What the column sorts by; a column without it does not sort. */
  sortValue?: (row: Row) => string | number | null;
}

/** The 0-based page to show: new rows (another filter) may be fewer than the page reached, so the last page then, never an empty one. */
export const pageWithin = (page: number, count: number, perPage: number) => Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1));

type Sort = { column: string; order: 'asc' | 'desc' } | null;

const compare = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  // Empty values (a prediction that never runs out) go last whichever way the column sorts.
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

// Children are sorted among themselves, so a sub-dealer stays under its distributor.
const sortTree = <Row extends TreeRow>(rows: Row[], sort: Sort, columns: TreeColumn<Row>[]): Row[] => {
  const key = sort && columns.find((column) => column.id === sort.column)?.sortValue;
  if (!sort || !key) return rows;
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [va, vb] = [key(a), key(b)];
      return va === null || vb === null ? compare(va, vb) : sign * compare(va, vb);
    })
    .map((row) => ({ ...row, children: sortTree(row.children as Row[], sort, columns) }));
};

interface TreeTableProps<Row extends TreeRow> {
  /** Translation key of the table's accessible name. */
  label: string;
  columns: TreeColumn<Row>[];
  rows: Row[];
}

/** Top-level rows a page: a report at a large network's size has hundreds of distributors. */
export const TREE_PAGE_SIZES = [25, 50, 100];

/**
 * A sortable table whose rows may hold children (a distributor's dealers): a parent row opens
 * and closes them, and they are indented under it. Top-level rows come a page at a time (their
 * children with them), so the page draws what a person reads rather than every account.
 */
export const TreeTable = <Row extends TreeRow>({ label, columns, rows }: TreeTableProps<Row>) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<Sort>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) => setOpen((ids) => { const next = new Set(ids); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(TREE_PAGE_SIZES[0]!);
  const sortBy = (column: string) => {
    setSort((current) => ({ column, order: current?.column === column && current.order === 'desc' ? 'asc' : 'desc' }));
    setPage(0);
  };

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

  const sorted = sortTree(rows, sort, columns);
  const shown = pageWithin(page, sorted.length, perPage);
  return (
    <>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={translate(label)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sortDirection={sort?.column === column.id ? sort.order : false}>
                  {column.sortValue ? (
                    <TableSortLabel active={sort?.column === column.id} direction={sort?.column === column.id ? sort.order : 'desc'} onClick={() => sortBy(column.id)}>
                      {column.label}
                    </TableSortLabel>
                  ) : column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{renderRows(sorted.slice(shown * perPage, (shown + 1) * perPage), 0)}</TableBody>
        </Table>
      </TableContainer>
      {sorted.length > TREE_PAGE_SIZES[0]! && (
        <TablePager count={sorted.length} page={shown} rowsPerPage={perPage} rowsPerPageOptions={TREE_PAGE_SIZES}
          onPageChange={setPage} onRowsPerPageChange={(size) => { setPerPage(size); setPage(0); }} />
      )}
    </>
  );
};
