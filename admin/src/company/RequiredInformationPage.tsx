import { LoadingBar } from '../shared/LoadingBar';
import { CardSkeleton } from '../shared/LoadingSkeleton';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { CompanyForm } from './CompanyForm';
import { useCompany } from './useCompany';

/** required-information: what a new account fills before it orders (spec section 8 "Information Incomplete"). */
export const RequiredInformationPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { view, busy, save } = useCompany(null);
  const data = view.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="company.required.title" />
      <CardContent>
        {view.loading && (data ? <LoadingBar /> : <CardSkeleton lines={6} />)}
        {view.error && <Alert severity="error">{view.error}</Alert>}
        {data && (data.complete ? (
          <Alert severity="success" data-testid="required-done">{translate('company.required.done')}</Alert>
        ) : (
          <>
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="information-incomplete">{translate('errors.INFORMATION_INCOMPLETE')}</Alert>
            <Typography sx={{ mb: 2 }}>{translate('company.required.help')}</Typography>
            <CompanyForm initial={data.company} busy={busy} submitLabel="company.save" onSave={(values) => void save(values).then((saved) => {
              if (saved?.complete) navigate(adminPath('/dashboard'));
            })} />
          </>
        ))}
      </CardContent>
    </Card>
  );
};
