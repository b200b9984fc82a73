import { TableScroll } from '../shared/phoneTable';
import { useState } from 'react';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { useMayOpen } from '../roles/useMayOpen';
import { DeleteRowButton } from './DeleteRowButton';
import { PermissionSetDialog } from './PermissionSetDialog';
import type { SubUserPanelProps, SubUserPermission } from './subUserApi';
import { EmptyState } from '../shared/EmptyState';
import { TableSkeleton } from '../shared/LoadingSkeleton';

/** The account's permission sets: list, create, edit, delete (each button only when a sub-user's tree allows it). */
export const PermissionSetsPanel = ({ sets, accounts, loading, error, onChanged }: SubUserPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const mayOpen = useMayOpen();
  const may = (action: string) => mayOpen({ permission: `user_management.${action}` });
  const [editing, setEditing] = useState<SubUserPermission | null | undefined>(undefined);
  const saved = () => {
    setEditing(undefined);
    onChanged();
  };
  return (
    <Card data-testid="permission-sets">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6">{translate('sub_users.sets.title')}</Typography>
            <Typography variant="body2" color="text.secondary">{translate('sub_users.sets.hint')}</Typography>
          </Box>
          {may('create_role') && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{translate('sub_users.sets.create')}</Button>}
        </Box>
        {loading && !sets && <TableSkeleton columns={4} rows={3} />}
        {error && <Typography color="error" role="alert">{translate(error, { _: error })}</Typography>}
        {sets?.length === 0 && <EmptyState text="sub_users.sets.empty" />}
        {sets && sets.length > 0 && (
          <TableScroll><Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('sub_users.sets.name')}</TableCell>
                <TableCell>{translate('sub_users.sets.role')}</TableCell>
                <TableCell align="right">{translate('sub_users.sets.accounts')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sets.map((set) => (
                <TableRow key={set.id} data-testid="permission-set-row">
                  <TableCell>{set.name}</TableCell>
                  <TableCell>{translate(`sub_users.roles.${set.role}`)}</TableCell>
                  <TableCell align="right">{accounts?.filter((account) => account.permissionId === set.id).length ?? '–'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {may('update_role') && <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(set)}>{translate('sub_users.sets.edit')}</Button>}
                    {may('delete_role') && <DeleteRowButton of="sets" args={{ name: set.name }} run={() => dataProvider.deletePermissionSet(set.id)} onDone={onChanged} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
        )}
      </CardContent>
      {editing !== undefined && <PermissionSetDialog set={editing} onClose={() => setEditing(undefined)} onSaved={saved} />}
    </Card>
  );
};
