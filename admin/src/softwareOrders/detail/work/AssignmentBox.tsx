import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PanToolIcon from '@mui/icons-material/PanTool';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useDates } from '../../../fields';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import type { UserRecord } from '../../../providers/types';
import { errorMessage } from '../../../shared/errors';
import type { SoftwareOrderView } from '../../types';
import { useOrderWorkRoles } from './useOrderWorkRoles';

/** Admin: the active calibrators to choose from (GET /api/users filtered by role). */
const CalibratorSelect = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data: calibrators = [] } = useGetList<UserRecord>('users', { filter: { role: 'Calibrator', active: true }, sort: { field: 'firstName', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState(false);
  const assign = () => {
    setPending(true);
    dataProvider.assignSoftwareOrder({ id: order.id, calibratorId: chosen })
      .then((answer) => { notify('order_work.assignment.assigned', { type: 'success', messageArgs: { name: answer.calibratorName ?? '' } }); setChosen(''); onChanged(); },
        (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setPending(false));
  };
  const others = calibrators.filter((c) => c.id !== order.calibratorId);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" sx={{ minWidth: 200, flexGrow: 1 }} label={translate('order_work.assignment.calibrator')} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {others.map((c) => <MenuItem key={c.id} value={String(c.id)}>{`${c.firstName} ${c.lastName}`.trim() || c.email}</MenuItem>)}
      </TextField>
      <Button variant="outlined" disabled={!chosen || pending} onClick={assign} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {translate(order.calibratorId ? 'order_work.assignment.reassign' : 'order_work.assignment.assign')}
      </Button>
    </Stack>
  );
};

/** Who works on the order and by when; a calibrator takes it, an Admin assigns or reassigns it. */
export const AssignmentBox = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTime } = useDates();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const roles = useOrderWorkRoles(order);
  const [pending, setPending] = useState(false);
  if (!roles.worker) return null;
  const take = () => {
    setPending(true);
    dataProvider.assignSoftwareOrder({ id: order.id })
      .then(() => notify('order_work.assignment.taken', { type: 'success' }), (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); onChanged(); });
  };
  const active = roles.open && order.payment !== 'void';
  return (
    <Stack spacing={1.5} data-testid="assignment-box">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="calibrator-name">
          {order.calibratorName ?? translate('order_work.assignment.none')}
        </Typography>
        {order.dueAt && <Typography variant="body2" color="text.secondary">{translate('order_work.assignment.due', { date: dateTime(order.dueAt) })}</Typography>}
        {order.overdue && <Chip size="small" color="error" label={translate('order_work.assignment.overdue')} />}
      </Stack>
      {active && roles.isCalibrator && !order.calibratorId && (
        <Button variant="contained" startIcon={<PanToolIcon />} disabled={pending} onClick={take} sx={{ alignSelf: 'flex-start' }}>{translate('order_work.assignment.take')}</Button>
      )}
      {active && roles.isAdmin && <CalibratorSelect order={order} onChanged={onChanged} />}
    </Stack>
  );
};
