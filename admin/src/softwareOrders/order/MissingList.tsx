import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Missing } from '../draft/draftBody';

/** What the dealer still has to give before paying. */
export const MissingList = ({ missing }: { missing: Missing[] }) => {
  const translate = useTranslate();
  if (missing.length === 0) return null;
  return (
    <div data-testid="missing">
      <Typography variant="body2" color="text.secondary">{translate('software_orders.missing.title')}</Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((item) => <li key={item}>{translate(`software_orders.missing.${item}`)}</li>)}
      </Typography>
    </div>
  );
};
