import { TableScroll } from '../shared/phoneTable';
import { LoadingBar } from '../shared/LoadingBar';
import { Alert, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { adminPath } from '../layout/AdminLink';
import { useCommand } from '../shared/useCommand';
import { ListPager, usePagedLoad } from '../shared/usePagedLoad';
import { COMPANY_FIELDS, companyApi, type ChangeRequest } from './api';

/** Admin: changes of completed company information waiting for a decision (company/request-update-accept). */
export const CompanyRequestsPage = () => {
  const translate = useTranslate();
  const { busy, run } = useCommand();
  const paged = usePagedLoad('company-requests', companyApi.requests);
  const requests = { ...paged, data: paged.rows };
  const decide = async (request: ChangeRequest, accept: boolean) => {
    const done = await run(() => (accept ? companyApi.accept(request.id) : companyApi.refuse(request.id)), accept ? 'company.requests.accepted' : 'company.requests.refused');
    if (done) requests.reload();
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="company.requests.title" />
      <CardContent>
        {requests.loading && <LoadingBar />}
        {requests.error && <Alert severity="error">{requests.error}</Alert>}
        {requests.data?.length === 0 && <Typography color="text.secondary" data-testid="company-requests-empty">{translate('company.requests.empty')}</Typography>}
        {requests.data?.map((request) => (
          <Card key={request.id} variant="outlined" sx={{ mb: 2 }} data-testid="company-request">
            <CardContent>
              <Typography variant="subtitle1">
                <Link to={adminPath(`/information/${request.userId}`)}>{request.userName}</Link> · {request.email} · {new Date(request.requestedAt).toLocaleString()}
              </Typography>
              <TableScroll><Table size="small">
                <TableHead><TableRow><TableCell /><TableCell>{translate('company.requests.current')}</TableCell><TableCell>{translate('company.requests.requested')}</TableCell></TableRow></TableHead>
                <TableBody>
                  {COMPANY_FIELDS.map((field) => {
                    const before = request.current?.[field] ?? '';
                    const after = request.changes[field] ?? '';
                    return (
                      <TableRow key={field} selected={before !== after}>
                        <TableCell>{translate(`company.fields.${field}`)}</TableCell><TableCell>{before || '–'}</TableCell><TableCell>{after || '–'}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table></TableScroll>
              <Button variant="contained" sx={{ mt: 1, mr: 1 }} disabled={busy} onClick={() => void decide(request, true)}>{translate('company.requests.accept')}</Button>
              <Button color="error" sx={{ mt: 1 }} disabled={busy} onClick={() => void decide(request, false)}>{translate('company.requests.refuse')}</Button>
            </CardContent>
          </Card>
        ))}
        <ListPager list={paged} />
      </CardContent>
    </Card>
  );
};
