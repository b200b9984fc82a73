import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOrderLabels } from '../softwareOrders/useOrderLabels';

/** find-files' `tuned`: the stages a tuned file of the stock exists for; ordering one with the identical read delivers it at once. */
export const TunedInStock = ({ tuned }: { tuned: { stage: string; type: string }[] }) => {
  const translate = useTranslate();
  const labels = useOrderLabels();
  if (!tuned.length) return null;
  const stages = tuned.map((t) => labels.stage(t.type, t.stage)).join(', ');
  return <Alert severity="success" data-testid="tuned-in-stock">{translate('files_section.stock.tuned', { stages })}</Alert>;
};
