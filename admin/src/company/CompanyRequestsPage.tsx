import { TableScroll } from '../shared/phoneTable';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { useCommand } from '../shared/useCommand';
import { ListPager, usePagedLoad } from '../shared/usePagedLoad';
import { COMPANY_FIELDS, companyApi, type ChangeRequest } from './api';
import { ListState } from '../shared/ListState';

/** Admin: changes of completed company information waiting for a decision (company/request-update-accept). */
export const CompanyRequestsPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
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
        <ListState loading={requests.loading} error={requests.error} rows={requests.data} columns={3} empty="company.requests.empty" emptyTestId="company-requests-empty" />
        {requests.data?.map((request) => (
          <Card key={request.id} variant="outlined" sx={{ mb: 2 }} data-testid="company-request">
            <CardContent>
              <Typography variant="subtitle1">
                <Link to={adminPath(`/information/${request.userId}`)}>{request.userName}</Link> · {request.email} · {dateTime(request.requestedAt)}
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
