import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../constants';

/** The roles of an account as translated chips. */
export const RoleChips = ({ roles }: { roles: readonly Role[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} label={translate(`roles.${role}`, { _: role })} size="small" />
      ))}
    </Stack>
  );
};
