import { useEffect, useRef } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultTree, type PermissionNode, type SubUserRole } from '../../../events/subUsers/permissions';

/** "Default: on/off" of a switch in the set's role. */
const DefaultText = ({ on }: { on: boolean }) => {
  const translate = useTranslate();
  return <>{translate(on ? 'sub_users.sets.default_on' : 'sub_users.sets.default_off')}</>;
};

/** One module: its switch, then its own switches, greyed out while the module is off (the server reads every level). */
const ModuleGroup = ({ name, defaults }: { name: string; defaults: PermissionNode }) => {
  const translate = useTranslate();
  const moduleOn = useWatch({ name: `permissions.${name}.status` }) as boolean | undefined;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, breakInside: 'avoid', mb: 2 }} data-testid={`module-${name}`}>
      <BooleanInput
        source={`permissions.${name}.status`} label={`sub_users.modules.${name}`}
        helperText={<DefaultText on={defaults.status} />} sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
      />
      {defaults.children && (
        <Box sx={{ pl: 3 }}>
          {Object.entries(defaults.children).map(([key, node]) => (
            <BooleanInput
              key={key} source={`permissions.${name}.children.${key}.status`} label={`sub_users.switches.${key}`} disabled={moduleOn === false}
              helperText={moduleOn === false ? translate('sub_users.sets.module_off') : <DefaultText on={node.status} />}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
};

/**
 * The tree of spec section 6 as grouped switches, each with its role's default. Choosing another
 * role starts from that role's defaults (as the server does for a new role without permissions).
 */
export const PermissionTreeInputs = () => {
  const translate = useTranslate();
  const role = useWatch({ name: 'role' }) as SubUserRole;
  const { setValue } = useFormContext();
  const shownRole = useRef(role);
  useEffect(() => {
    if (shownRole.current === role) return;
    shownRole.current = role;
    setValue('permissions', defaultTree(role), { shouldDirty: true });
  }, [role, setValue]);
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mt: 1 }}>{translate('sub_users.sets.permissions')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('sub_users.sets.role_hint')}</Typography>
      <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 2 }}>
        {Object.entries(defaultTree(role)).map(([name, node]) => <ModuleGroup key={name} name={name} defaults={node} />)}
      </Box>
    </Box>
  );
};
