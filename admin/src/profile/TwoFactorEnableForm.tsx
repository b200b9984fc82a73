import { Box, Button, Stack, Typography } from '@mui/material';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { TWO_FACTOR_CODE_LENGTH } from '../constants';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { TwoFactorSetup } from '../providers/types';
import { isRequired, isTwoFactorCode } from '../validation/validators';

interface Props {
  setup: TwoFactorSetup;
  onDone: () => void;
  onCancel: () => void;
}

/** Shows the QR code and the secret, then confirms the setup with a code from the app. */
export const TwoFactorEnableForm = ({ setup, onDone, onCancel }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, error, submit } = useSubmission(async ({ code }: { code: string }) => {
    await dataProvider.enableTwoFactor(code.trim());
    notify('portal.profile.two_factor.enabled_success', { type: 'success' });
    onDone();
  });

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('portal.profile.two_factor.scan')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box component="img" src={setup.qrCode} alt={translate('portal.profile.two_factor.qr_alt')} sx={{ width: 180, height: 180, border: 1, borderColor: 'divider' }} />
        <Box>
          <Typography variant="caption" component="p">
            {translate('portal.profile.two_factor.secret')}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }} data-secret={setup.secret}>
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </Typography>
        </Box>
      </Stack>
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="code"
          label="portal.profile.two_factor.code"
          validate={[isRequired, isTwoFactorCode]}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TWO_FACTOR_CODE_LENGTH } }}
          fullWidth
        />
        <MessageAlert message={error} />
        <SubmitButton label="portal.profile.two_factor.enable" pending={pending} />
        <Button fullWidth sx={{ mt: 1 }} onClick={onCancel}>
          {translate('portal.profile.two_factor.cancel')}
        </Button>
      </Form>
    </Box>
  );
};
