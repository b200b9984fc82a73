import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useLocaleState } from 'react-admin';
import { formatLocale } from '../credit/dates';
import { Sha256 } from './Sha256';
import { FileName } from '../shared/FileName';

/** 4,100 B, 512.0 KB, 1.5 MB: the size as a person reads it. */
export const formatSize = (locale: string, bytes: number): string => {
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 1)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
};

/** A file's name, size and SHA-256; `action` (a download link) beside the name. */
export const FileFacts = ({ name, size, sha256, action }: { name: string; size: number; sha256: string; action?: ReactNode }) => {
  const locale = formatLocale(useLocaleState()[0]);
  return (
    <Box data-testid="file-facts" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <InsertDriveFileOutlinedIcon fontSize="small" color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}><FileName name={name} /></Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{formatSize(locale, size)}</Typography>
        {action}
      </Stack>
      <Sha256 value={sha256} />
    </Box>
  );
};
