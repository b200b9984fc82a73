import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type SxProps, type TableCellProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ReportColumn<Row> {
  /** Also the header's translation key under the table's `headers`. */
  id: string;
  align?: 'right';
  cell: (row: Row) => ReactNode;
  /** More props of the row's cell (a colour, a title). */
  cellProps?: (row: Row) => TableCellProps;
}

interface ReportTableProps<Row> {
  /** Translation key of the table's accessible name. */
  label: string;
  /** Translation key prefix of the column headers. */
  headers: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  rowSx?: (row: Row) => SxProps<Theme> | undefined;
  /** A long report scrolls under its sticky header; a short list (the last imports) does not. */
  scroll?: boolean;
}

/** A small table of what an import or a check found, one row per line of the file (or per job). */
export const ReportTable = <Row,>({ label, headers, columns, rows, rowKey, rowSx, scroll = true }: ReportTableProps<Row>) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={scroll ? { maxHeight: 480 } : undefined}>
      <Table size="small" stickyHeader={scroll} aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align ?? 'left'}>
                {translate(`${headers}.${column.id}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} sx={rowSx?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} {...column.cellProps?.(row)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
