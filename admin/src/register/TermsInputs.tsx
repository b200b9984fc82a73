import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { isTermsAccepted } from '../validation/validators';

/** License agreement text and the terms checkbox (with a link to /terms). */
export const TermsInputs = () => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'termsAccepted', validate: isTermsAccepted, defaultValue: false });
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate('portal.register.license_title')}
      </Typography>
      <Box
        tabIndex={0}
        sx={{ maxHeight: 110, overflow: 'auto', p: 1.5, my: 1, bgcolor: 'action.hover', borderRadius: 1, typography: 'body2' }}
      >
        {translate('portal.register.license_text')}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
        label={
          <Typography variant="body2" component="span">
            {translate('portal.register.accept_terms')}{' '}
            <AdminLink to="/terms" target="_blank" rel="noopener">
              {translate('portal.register.terms_link')}
            </AdminLink>{' '}
            {translate('portal.register.accept_license')}
          </Typography>
        }
      />
      {showError && fieldState.error?.message && (
        <FormHelperText error>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
};
