import { useMemo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QuizIcon from '@mui/icons-material/Quiz';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { PublicLayout } from '../layout/PublicLayout';
import { PageSkeleton } from '../shared/LoadingSkeleton';
import { useTextIn } from '../shared/useTextIn';
import { WrittenText } from '../shared/WrittenText';
import type { FaqRecord } from './faqApi';
import { useFaqSearch } from './useFaqSearch';

/** Entries in the server's order (group, then position), gathered under their group's name in the reader's language. */
const grouped = (entries: FaqRecord[], nameOf: (entry: FaqRecord) => string) => {
  const groups = new Map<string, FaqRecord[]>();
  for (const entry of entries) groups.set(nameOf(entry), [...(groups.get(nameOf(entry)) ?? []), entry]);
  return [...groups.entries()];
};

/** /faq: public, no sign-in (spec section 2); grouped and searchable in both languages. */
export const FaqPage = () => {
  const translate = useTranslate();
  const textIn = useTextIn();
  const [q, setQ] = useState('');
  const { entries, failed } = useFaqSearch(q);
  const groups = useMemo(() => grouped(entries ?? [], (e) => textIn(e.groupEn, e.groupEs) || translate('faq.general')), [entries, textIn, translate]);

  return (
    <PublicLayout title="faq.title" wide icon={<QuizIcon color="primary" />}>
      <TextField fullWidth value={q} onChange={(event) => setQ(event.target.value)} placeholder={translate('faq.search')} sx={{ mb: 3 }}
        slotProps={{ htmlInput: { 'aria-label': translate('faq.search'), 'data-testid': 'faq-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
      {failed ? <Alert severity="error">{translate('portal.error_page.text')}</Alert> : null}
      {entries === null && !failed ? <PageSkeleton /> : null}
      {entries?.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{q.trim() ? translate('faq.no_match', { q: q.trim() }) : translate('faq.empty')}</Typography> : null}
      {groups.map(([name, items]) => (
        <Box component="section" key={name} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>{name}</Typography>
          {items.map((entry) => (
            <Accordion key={entry.id} disableGutters data-testid="faq-entry">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 500 }}>{textIn(entry.questionEn, entry.questionEs)}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <WrittenText text={textIn(entry.answerEn, entry.answerEs)} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <AdminLink to="/terms">{translate('portal.terms.title')}</AdminLink>
        <AdminLink to="/login">{translate('portal.navigation.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
