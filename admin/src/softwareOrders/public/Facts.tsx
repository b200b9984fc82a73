import { TableScroll } from '../../shared/phoneTable';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';

/** A titled list of label/value rows; labels are translated by the caller. */
export const Facts = ({ title, rows }: { title: string; rows: [label: string, value: ReactNode][] }) => (
  <>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
      {title}
    </Typography>
    <TableScroll><Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '35%', pl: 0 }}>
              {label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table></TableScroll>
  </>
);
