import { ExportButton as RaExportButton, useListContext, useNotify, useTranslate, type ExportButtonProps } from 'react-admin';
import { useFormatLocale } from '../credit/dates';

/** react-admin's default: an export holds at most this many rows of the list. */
const EXPORT_MAX_ROWS = 1000;

/**
 * react-admin's ExportButton, named on a phone too: there it is an icon button named by its tooltip's
 * label, which react-admin leaves off a disabled one (a list without rows), so that had no name (axe: button-name).
 * A list longer than an export holds says so, rather than a file that looks whole.
 */
// Its click is the warning's: a caller's own onClick would silently replace it, so there is none.
export const ExportButton = ({ label = 'ra.action.export', maxResults = EXPORT_MAX_ROWS, ...props }: Omit<ExportButtonProps, 'onClick'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { total } = useListContext();
  const locale = useFormatLocale();
  const count = (n: number) => n.toLocaleString(locale);
  const warn = () => {
    if (total !== undefined && total > maxResults) notify('portal.export_limit', { type: 'warning', messageArgs: { count: count(maxResults), total: count(total) } });
  };
  return <RaExportButton {...props} label={label} aria-label={translate(label, { _: label })} maxResults={maxResults} onClick={warn} />;
};
