import type { CheckboxOwnerState } from '@mui/material';
import type { RaThemeOptions } from 'react-admin';

/**
 * A checkbox's name belongs on its input. MUI's Checkbox puts an `aria-label` given to it on its
 * root span, which has no role (axe: aria-prohibited-attr), and leaves the input nameless (axe:
 * label); react-admin's DataTable row checkbox ("Select this row") is given one so. Every checkbox
 * hands that label to its input instead, beside its own inputProps (whose label wins). A checkbox
 * that passes its own slotProps.input keeps it as it is (react-admin's select-all one).
 */
export const checkboxLabelOnInput: RaThemeOptions = {
  components: {
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ 'aria-label': label, inputProps }: CheckboxOwnerState) => ({ 'aria-label': label, ...inputProps }),
        },
      },
    },
  },
};
