import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { useMoney } from '../credit/money/useMoney';
import { AmountField } from '../fields';
import type { PriceRowDraft } from './priceRules';

interface PriceRowsEditorProps {
  rows: PriceRowDraft[];
  problems: (string | null)[];
  /** Show the row problems (after a first save attempt or once a row was edited). */
  showProblems: boolean;
  disabled: boolean;
  onChange: (rows: PriceRowDraft[]) => void;
}

/** The rows of a credit price table: credits and their price in EUR, one line each. */
export const PriceRowsEditor = ({ rows, problems, showProblems, disabled, onChange }: PriceRowsEditorProps) => {
  const translate = useTranslate();
  const money = useMoney();
  const change = (index: number, field: keyof PriceRowDraft, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <Stack spacing={1.5}>
      {rows.map((row, index) => {
        const problem = showProblems ? problems[index] : null;
        const each = Number(row.credits) > 0 && Number(row.price) > 0 ? money.price(Number(row.price) / Number(row.credits)) : '—';
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={`price-row-${index}`}>
            <AmountField size="small" label={translate('credit.price.credits')} value={row.credits} onChange={(text) => change(index, 'credits', text)} error={Boolean(problem)} disabled={disabled} name={`credits-${index}`} />
            <AmountField
              size="small"
              label={translate('credit.price.price')}
              value={row.price}
              onChange={(text) => change(index, 'price', text)}
              decimals
              error={Boolean(problem)}
              helperText={problem ? translate(problem) : translate('credit.price.per_credit', { price: each })}
              disabled={disabled}
              name={`price-${index}`}
              sx={{ minWidth: 260 }}
            />
            <Tooltip title={translate('credit.price.remove_row')}>
              <span>
                <IconButton aria-label={translate('credit.price.remove_row')} onClick={() => onChange(rows.filter((_, i) => i !== index))} disabled={disabled}>
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        );
      })}
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('credit.price.empty')}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, { credits: '', price: '' }])} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {translate('credit.price.add_row')}
      </Button>
    </Stack>
  );
};
