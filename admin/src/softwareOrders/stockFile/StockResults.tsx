import { TableScroll } from '../../shared/phoneTable';
import { Alert, Radio, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatLocale } from '../../credit/dates';
import { formatSize } from '../FileFacts';
import { Sha256 } from '../Sha256';
import { FileName } from '../../shared/FileName';
import type { StockFile } from '../types';

/** The stock reads that match (vehicle, name, size, SHA-256); choosing one orders from it. */
export const StockResults = ({ files, chosen, onChoose }: { files: StockFile[]; chosen: string | null; onChoose: (file: StockFile) => void }) => {
  const translate = useTranslate();
  const locale = formatLocale(useLocaleState()[0]);
  if (files.length === 0) return <Alert severity="info" data-testid="no-stock-file">{translate('software_orders.stock.none')}</Alert>;
  return (
    <TableScroll><Table size="small" data-testid="stock-files" aria-label={translate('software_orders.stock.results')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{translate('software_orders.fields.vehicle')}</TableCell>
          <TableCell>{translate('software_orders.stock.name')}</TableCell>
          <TableCell align="right">{translate('software_orders.stock.size')}</TableCell>
          <TableCell>SHA-256</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => (
          <TableRow key={file.sha256} hover selected={chosen === file.sha256} onClick={() => onChoose(file)} sx={{ cursor: 'pointer' }}>
            <TableCell padding="checkbox">
              <Radio size="small" checked={chosen === file.sha256} onChange={() => onChoose(file)} slotProps={{ input: { 'aria-label': translate('software_orders.stock.choose', { name: file.name }) } }} />
            </TableCell>
            <TableCell>
              <Typography variant="body2">{`${file.make} ${file.model}`}</Typography>
              <Typography variant="caption" color="text.secondary">{file.engine}</Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ maxWidth: 280 }}><FileName name={file.name} /></Typography>
              <Typography variant="caption" color="text.secondary">{[file.hardwareNumber, file.softwareVersion, file.tool].filter(Boolean).join(' · ')}</Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatSize(locale, file.size)}</TableCell>
            <TableCell sx={{ maxWidth: 280 }}><Sha256 value={file.sha256} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table></TableScroll>
  );
};
