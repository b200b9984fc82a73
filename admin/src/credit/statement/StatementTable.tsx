import { TableScroll } from '../../shared/phoneTable';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDates } from '../../fields';
import { useMoney } from '../money/useMoney';
import type { Statement } from './statementApi';

/**
 * A page of the period's movements with the running balance: the opening balance above the first
 * page, the closing balance under the last.
 */
export const StatementLines = ({ statement, first = true, last = true }: { statement: Statement; first?: boolean; last?: boolean }) => {
  const translate = useTranslate();
  const { credits } = useMoney();
  const { dateTime: date } = useDates();
  // The other account by name; the house as the portal; an id no account has any more, as it is.
  const counterparty = (line: { counterparty: string; counterpartyName: string | null }) =>
    line.counterpartyName ?? (line.counterparty === 'house' ? translate('credit.statement.house') : line.counterparty);
  return (
    <TableScroll><Table size="small" aria-label={translate('credit.statement.title')}>
      <TableHead>
        <TableRow>
          {(['date', 'kind', 'counterparty', 'reference'] as const).map((key) => <TableCell key={key}>{translate(`credit.statement.${key}`)}</TableCell>)}
          <TableCell align="right">{translate('credit.statement.amount')}</TableCell>
          <TableCell align="right">{translate('credit.statement.balance')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {first && (
          <TableRow>
            <TableCell colSpan={5}><strong>{translate('credit.statement.opening')}</strong></TableCell>
            <TableCell align="right" data-testid="statement-opening"><strong>{credits(statement.opening)}</strong></TableCell>
          </TableRow>
        )}
        {statement.lines.length === 0 && (
          <TableRow>
            <TableCell colSpan={6}><Typography variant="body2" color="text.secondary">{translate('credit.statement.empty')}</Typography></TableCell>
          </TableRow>
        )}
        {statement.lines.map((line) => (
          <TableRow key={line.id} data-testid="statement-line">
            <TableCell>{date(line.createdAt)}</TableCell>
            <TableCell>{translate(`credit.kinds.${line.kind}`, { _: line.kind })}</TableCell>
            <TableCell>{counterparty(line)}</TableCell>
            <TableCell>{line.reference ?? line.description ?? '—'}</TableCell>
            <TableCell align="right">{credits(line.signedAmount)}</TableCell>
            <TableCell align="right">{credits(line.balance)}</TableCell>
          </TableRow>
        ))}
        {last && (
          <TableRow>
            <TableCell colSpan={5}><strong>{translate('credit.statement.closing')}</strong></TableCell>
            <TableCell align="right" data-testid="statement-closing"><strong>{credits(statement.closing)}</strong></TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table></TableScroll>
  );
};

/** Received, paid and the count of movements per kind, and their sum. */
export const StatementTotals = ({ statement }: { statement: Statement }) => {
  const translate = useTranslate();
  const { credits } = useMoney();
  return (
    <TableScroll><Table size="small" aria-label={translate('credit.statement.totals')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('credit.statement.kind')}</TableCell>
          <TableCell align="right">{translate('credit.statement.count')}</TableCell>
          <TableCell align="right">{translate('credit.statement.received')}</TableCell>
          <TableCell align="right">{translate('credit.statement.paid')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statement.totals.map((total) => (
          <TableRow key={total.kind}>
            <TableCell>{translate(`credit.kinds.${total.kind}`, { _: total.kind })}</TableCell>
            <TableCell align="right">{total.count}</TableCell>
            <TableCell align="right">{credits(total.received)}</TableCell>
            <TableCell align="right">{credits(total.paid)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell><strong>{translate('credit.statement.total')}</strong></TableCell>
          <TableCell align="right"><strong>{statement.lineCount}</strong></TableCell>
          <TableCell align="right"><strong>{credits(statement.received)}</strong></TableCell>
          <TableCell align="right"><strong>{credits(statement.paid)}</strong></TableCell>
        </TableRow>
      </TableBody>
    </Table></TableScroll>
  );
};
