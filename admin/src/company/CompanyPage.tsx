import { LoadingBar } from '../shared/LoadingBar';
import { CardSkeleton } from '../shared/LoadingSkeleton';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useParams } from 'react-router-dom';
import { useUserInfo } from '../providers/useUserInfo';
import { CompanyForm } from './CompanyForm';
import { TermsCard } from './TermsCard';
import { useCompany } from './useCompany';
import { useRoles } from '../roles/useMayOpen';

/** information/{company}: an account's company information ("me" or the account's id). Its owner or an Admin edits it. */
export const CompanyPage = () => {
  const translate = useTranslate();
  const dates = useDates();
  const { company = 'me' } = useParams();
  const me = useUserInfo();
  const permissions = useRoles();
  const own = company === 'me' || company === me?.id;
  const { view, busy, save } = useCompany(own ? null : company);
  const editable = own || (permissions ?? []).includes('Admin');
  const data = view.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="company.title" />
      <CardContent>
        {/* The form's lines in grey before the first answer; a bar over the form while it loads again after a save. */}
        {view.loading && (data ? <LoadingBar /> : <CardSkeleton lines={6} />)}
        {view.error && <Alert severity="error">{view.error}</Alert>}
        {data && (
          <>
            {!data.company && <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="company-empty">{translate('company.empty')}</Typography>}
            {data.required && <Alert severity="warning" sx={{ mb: 2 }}>{translate('errors.INFORMATION_INCOMPLETE')}</Alert>}
            {data.pendingChange && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="company-pending">
                {translate('company.pending', { date: dates.dateTime(data.pendingChange.requestedAt) })}
              </Alert>
            )}
            {data.complete && !own && !editable && <Typography>{data.company?.name}</Typography>}
            {editable ? (
              // key: the form starts again from what the server now holds.
              <CompanyForm key={`${data.userId}:${JSON.stringify(data.company)}`} initial={data.pendingChange?.changes ?? data.company} busy={busy}
                submitLabel={data.complete && own && !(permissions ?? []).includes('Admin') ? 'company.request_change' : 'company.save'}
                onSave={(values) => void save(values)} />
            ) : (
              data.company && <CompanyDetails company={data.company} />
            )}
            <TermsCard view={data} own={own} onChanged={view.reload} />
          </>
        )}
      </CardContent>
    </Card>
  );
};

const CompanyDetails = ({ company }: { company: NonNullable<ReturnType<typeof useCompany>['view']['data']>['company'] }) => {
  const translate = useTranslate();
  if (!company) return null;
  return (
    <dl>
      {Object.entries(company).map(([field, value]) => (
        <div key={field}><dt>{translate(`company.fields.${field}`)}</dt><dd>{value ?? '–'}</dd></div>
      ))}
    </dl>
  );
};
