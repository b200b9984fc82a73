import { ExportButton as RaExportButton, useTranslate, type ExportButtonProps } from 'react-admin';

/**
 * react-admin's ExportButton, named on a phone too: there it is an icon button named by its tooltip's
 * label, which react-admin leaves off a disabled one (a list without rows), so that had no name (axe: button-name).
 */
export const ExportButton = ({ label = 'ra.action.export', ...props }: ExportButtonProps) => {
  const translate = useTranslate();
  return <RaExportButton label={label} aria-label={translate(label, { _: label })} {...props} />;
};
