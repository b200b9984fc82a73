import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatLocale } from '../credit/dates';
import { useDates } from '../fields';
import { formatCreditNumber, formatCurrency, formatNumber } from '../credit/money/useMoney';
import type { Invoice } from './types';

/** The invoice's number, dates, parties and amounts, beside the PDF. */
export const InvoiceSummary = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  // The browser's variant of the UI language: en-GB reads 24/11/2026, not 11/24/2026.
  const locale = useFormatLocale();
  const dates = useDates();
  const money = (value: number) => formatCurrency(locale, value, invoice.currency);
  const rows: [string, string][] = [
    ['credit.invoices.number', invoice.number],
    ['credit.invoices.issued_at', dates.date(invoice.issuedAt)],
    ['credit.invoices.buyer', invoice.buyer.name],
    ['credit.invoices.seller', invoice.seller.name],
    ['credit.invoices.credits', formatCreditNumber(locale, invoice.credits)],
    ['credit.invoices.price', money(invoice.price)],
    ['credit.invoices.fee', `${money(invoice.fee)} (${formatNumber(locale, invoice.feePercent)} %)`],
    ['credit.invoices.vat', `${money(invoice.vat)} (${formatNumber(locale, invoice.vatPercent)} %)`],
    ['credit.invoices.total', money(invoice.total)],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: label === 'credit.invoices.total' ? 600 : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
