import { Box, type SxProps, type Theme } from '@mui/material';

/** How many of the name's last characters always show: the extension and the end of a version ("…_v12.bin"). */
const KEPT_END = 8;

const line = { whiteSpace: 'nowrap' } as const;

/**
 * A file's name on one line, never broken mid-word: a name too long for its place is cut in the
 * middle ("golf-7-2.0-tdi-stage…_v12.bin"), keeping its end, and shows whole as its title (hover,
 * long press, assistive technology); copying it copies the whole name.
 */
export const FileName = ({ name, sx, testId }: { name: string; sx?: SxProps<Theme>; testId?: string }) => {
  const cut = name.length > KEPT_END * 2 ? name.length - KEPT_END : name.length;
  return (
    <Box component="span" title={name} data-testid={testId} data-file-name={name}
      sx={[{ display: 'inline-flex', minWidth: 0, maxWidth: '100%', verticalAlign: 'bottom' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
      <Box component="span" sx={{ ...line, overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>{name.slice(0, cut)}</Box>
      {cut < name.length && <Box component="span" sx={{ ...line, flexShrink: 0 }}>{name.slice(cut)}</Box>}
    </Box>
  );
};
