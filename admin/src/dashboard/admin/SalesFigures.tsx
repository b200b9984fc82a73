import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import EuroIcon from '@mui/icons-material/Euro';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import { StatCard } from '../../shared/StatCard';
import type { AdminDashboard } from '../dashboardApi';
import { houseSalesReport } from '../links';

/** Credits sold and revenue this month, the previous month's beside each (GET dashboard/admin); each opens the month's revenue report. */
export const SalesFigures = ({ figures }: { figures: AdminDashboard | undefined }) => {
  const translate = useTranslate();
  const money = useMoney();
  const previous = (amount: string | undefined) => (amount === undefined ? undefined : translate('dashboard.admin.previous', { amount }));
  return (
    <>
      <StatCard label={translate('dashboard.admin.credits_sold')} testId="credits-sold" icon={<PointOfSaleIcon fontSize="large" />}
        value={figures && money.creditCount(figures.creditsSold.current)}
        note={previous(figures && money.creditCount(figures.creditsSold.previous))}
        to={figures ? houseSalesReport(figures.periods.current) : undefined} />
      <StatCard label={translate('dashboard.admin.revenue')} testId="revenue" icon={<EuroIcon fontSize="large" />}
        value={figures && money.price(figures.revenue.current)}
        note={previous(figures && money.price(figures.revenue.previous))}
        to={figures ? houseSalesReport(figures.periods.current) : undefined} />
    </>
  );
};
