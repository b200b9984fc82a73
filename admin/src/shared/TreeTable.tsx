import { Fragment, useState, type ReactNode } from 'react';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useTranslate } from 'react-admin';

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

/**
 * A sortable table whose rows may hold children (a distributor's dealers): a parent row opens
 * and closes them, and they are indented under it.
 */
export const TreeTable = <Row extends TreeRow>({ label, columns, rows }: TreeTableProps<Row>) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<Sort>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) => setOpen((ids) => { const next = new Set(ids); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const sortBy = (column: string) =>
    setSort((current) => ({ column, order: current?.column === column && current.order === 'desc' ? 'asc' : 'desc' }));

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
        <TableBody>{renderRows(sortTree(rows, sort, columns), 0)}</TableBody>
      </Table>
    </TableContainer>
  );
};
