import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useCommand } from '../shared/useCommand';
import { FileName } from '../shared/FileName';
import { storage } from '../providers/storage';
import { companyApi, type CompanyView } from './api';

/** The account's own terms (user/upload-terms): the one uploaded, a download, and a new upload for one's own account. */
export const TermsCard = ({ view, own, onChanged }: { view: CompanyView; own: boolean; onChanged: () => void }) => {
  const translate = useTranslate();
  const dates = useDates();
  const notify = useNotify();
  const { busy, run } = useCommand();
  const upload = async (file: File | undefined) => {
    if (file && (await run(() => companyApi.uploadTerms(file), 'company.terms.uploaded'))) onChanged();
  };
  const download = async () => {
    const response = await fetch(companyApi.termsUrl(own ? null : view.userId), { headers: { Authorization: `Bearer ${storage.getToken() ?? ''}` } });
    if (!response.ok) return notify('errors.TERMS_NOT_FOUND', { type: 'error' });
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: view.terms?.name ?? 'terms.pdf' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="company-terms">
      <Typography variant="h6">{translate('company.terms.title')}</Typography>
      {view.terms ? (
        <Typography>
          <FileName name={view.terms.name} /> · {dates.date(view.terms.uploadedAt)}{' '}
          <Button size="small" onClick={() => void download()}>{translate('company.terms.download')}</Button>
        </Typography>
      ) : (
        <Typography color="text.secondary">{translate('company.terms.none')}</Typography>
      )}
      {own && (
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} sx={{ mt: 1 }}>
          {translate('company.terms.upload')}
          <input hidden type="file" accept="application/pdf,.pdf" onChange={(event) => void upload(event.target.files?.[0])} />
        </Button>
      )}
    </Box>
  );
};
