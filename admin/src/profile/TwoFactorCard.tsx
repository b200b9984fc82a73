import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../providers/types';
import { SectionCard } from './SectionCard';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorEnableForm } from './TwoFactorEnableForm';
import { useTwoFactorSetup } from './useTwoFactorSetup';

type Step = { kind: 'idle' } | { kind: 'enabling'; setup: TwoFactorSetup } | { kind: 'disabling' };

/** Two-factor on/off: setup shows the QR code and secret, then a code confirms it; turning off asks the password. */
export const TwoFactorCard = ({ enabled, onChange }: { enabled: boolean; onChange: (enabled: boolean) => void }) => {
  const translate = useTranslate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { start, pending } = useTwoFactorSetup((setup) => setStep({ kind: 'enabling', setup }));
  const finish = (nowEnabled: boolean) => {
    setStep({ kind: 'idle' });
    onChange(nowEnabled);
  };

  return (
    <SectionCard title="portal.profile.two_factor.title">
      <Alert severity={enabled ? 'success' : 'info'} sx={{ mb: 2 }}>
        {translate(enabled ? 'portal.profile.two_factor.enabled' : 'portal.profile.two_factor.disabled')}
      </Alert>
      {step.kind === 'enabling' && (
        <TwoFactorEnableForm setup={step.setup} onDone={() => finish(true)} onCancel={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'disabling' && (
        <TwoFactorDisableForm onDone={() => finish(false)} onCancel={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'idle' &&
        (enabled ? (
          <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disabling' })}>
            {translate('portal.profile.two_factor.disable')}
          </Button>
        ) : (
          <Button variant="contained" onClick={start} disabled={pending}>
            {translate('portal.profile.two_factor.setup')}
          </Button>
        ))}
    </SectionCard>
  );
};
