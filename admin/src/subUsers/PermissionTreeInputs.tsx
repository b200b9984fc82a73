import { useEffect, useRef } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultTree, type PermissionNode, type SubUserRole } from '../../../events/subUsers/permissions';

/** A switch's name with its role's default beside it ("Default: on/off"). */
const SwitchLabel = ({ label, on }: { label: string; on: boolean }) => {
  const translate = useTranslate();
  return (
    <span>
      {translate(label)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
        {translate(on ? 'sub_users.sets.default_on' : 'sub_users.sets.default_off')}
      </Typography>
    </span>
  );
};

/** One module: its switch, then its own switches, greyed out while the module is off (the server reads every level). */
const ModuleGroup = ({ name, defaults }: { name: string; defaults: PermissionNode }) => {
  const translate = useTranslate();
  const moduleOn = useWatch({ name: `permissions.${name}.status` }) as boolean | undefined;
  const offWithModule = moduleOn === false && defaults.children;
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, breakInside: 'avoid', mb: 1.5 }} data-testid={`module-${name}`}>
      <BooleanInput
        source={`permissions.${name}.status`} label={<SwitchLabel label={`sub_users.modules.${name}`} on={defaults.status} />}
        helperText={offWithModule ? translate('sub_users.sets.module_off') : false}
        sx={{ my: 0, '& .MuiFormControlLabel-label > span': { fontWeight: 600 } }}
      />
      {defaults.children && (
        <Box sx={{ pl: 3 }}>
          {Object.entries(defaults.children).map(([key, node]) => (
            <BooleanInput
              key={key} source={`permissions.${name}.children.${key}.status`} label={<SwitchLabel label={`sub_users.switches.${key}`} on={node.status} />}
              disabled={moduleOn === false} helperText={false} size="small" sx={{ my: 0 }}
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
