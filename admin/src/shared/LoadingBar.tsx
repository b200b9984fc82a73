import { LinearProgress, type LinearProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A progress bar with a name: a screen reader says what it waits for (axe: aria-progressbar-name). */
export const LoadingBar = ({ label = 'ra.page.loading', ...props }: LinearProgressProps & { label?: string }) => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate(label)} {...props} />;
};
