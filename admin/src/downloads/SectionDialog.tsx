import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { downloadsApi } from './downloadsApi';
import type { DownloadSection, SectionInput } from './types';

const blank: SectionInput = { title: { en: '', es: null }, description: { en: null, es: null }, position: 0 };

/** The Admin's form of a section, new or edited: every text in English and, optionally, Spanish. */
export const SectionDialog = ({ section, onClose, onSaved }: { section: DownloadSection | null; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [input, setInput] = useState<SectionInput>(section ? { title: section.title, description: section.description, position: section.position } : blank);
  const [saving, setSaving] = useState(false);
  const text = (group: 'title' | 'description', lang: 'en' | 'es') => ({
    value: input[group]?.[lang] ?? '',
    onChange: (e: { target: { value: string } }) => setInput({ ...input, [group]: { ...input[group], [lang]: e.target.value || (lang === 'es' || group === 'description' ? null : '') } }),
    inputProps: { 'data-testid': `section-${group}-${lang}` },
  });
  const save = async () => {
    setSaving(true);
    try {
      await (section ? downloadsApi.update(section.id, input) : downloadsApi.create(input));
      notify('downloads.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(section ? 'downloads.edit' : 'downloads.new_section')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={translate('downloads.fields.title_en')} required {...text('title', 'en')} />
          <TextField label={translate('downloads.fields.title_es')} {...text('title', 'es')} />
          <TextField label={translate('downloads.fields.description_en')} multiline minRows={2} {...text('description', 'en')} />
          <TextField label={translate('downloads.fields.description_es')} multiline minRows={2} {...text('description', 'es')} />
          <TextField label={translate('downloads.fields.position')} type="number" value={input.position} onChange={(e) => setInput({ ...input, position: Math.max(0, Number(e.target.value) || 0) })} />
          <Typography variant="caption" color="text.secondary">{translate('downloads.spanish_hint')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('downloads.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || !input.title.en.trim()} data-testid="section-save">{translate('downloads.save')}</Button>
      </DialogActions>
    </Dialog>
  );
};
