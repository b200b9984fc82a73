import { useTranslate } from 'react-admin';
import { Accordion, AccordionDetails, AccordionSummary, Divider, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SheetKindName } from './sheetApi';
import { SheetExportButtons } from './SheetExportButtons';
import { SheetImport } from './SheetImport';

/**
 * Export and import of one sheet kind above a list screen (vehicle pricing, price config).
 * Folded by default so the list stays in view; `title` and `help` are translation keys.
 */
export const SheetPanel = ({ kind, title, help }: { kind: SheetKindName; title: string; help: string }) => {
  const translate = useTranslate();
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1">{translate(title)}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(help)}</Typography>
        <SheetExportButtons kind={kind} />
        <Divider sx={{ my: 2 }} />
        <SheetImport kind={kind} />
      </AccordionDetails>
    </Accordion>
  );
};
