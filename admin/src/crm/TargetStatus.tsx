import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TargetColour } from './api';

const COLOURS = { green: 'success', red: 'error', neutral: 'default' } as const;

/** Percent bought of the target, green at 110 % or more and red at 90 % or less (spec section 4; the server says which). */
export const TargetStatus = ({ status, colour }: { status: number | null; colour: TargetColour }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={COLOURS[colour]} data-testid="target-status" data-colour={colour}
      label={status === null ? translate('crm.no_target') : `${status.toFixed(2)} %`} />
  );
};
