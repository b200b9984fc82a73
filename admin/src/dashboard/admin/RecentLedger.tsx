import { DataTable, useTranslate } from 'react-admin';
import { CreditAmountField } from '../../credit/money/CreditAmountField';
import { FromToField, KindField } from '../../credit/movements';
import { LocalizedDateField } from '../../fields';
import { ListPanel } from '../../shared/ListPanel';
import { ledgerPath } from '../links';

const NEWEST = { field: 'id', order: 'DESC' } as const;

/** The journal's latest movements, every account's (GET credit/admin-history). */
export const RecentLedger = () => {
  const translate = useTranslate();
  return (
    <ListPanel title={translate('dashboard.admin.recent_movements')} resource="admin-history" sort={NEWEST} to={ledgerPath}
      linkLabel={translate('dashboard.see_all')} empty="dashboard.admin.no_movements" testId="recent-ledger">
      <DataTable.Col source="createdAt" disableSort><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
      <DataTable.Col source="kind" disableSort><KindField /></DataTable.Col>
      <DataTable.Col source="fromTo" disableSort><FromToField /></DataTable.Col>
      <DataTable.Col source="amount" align="right" disableSort><CreditAmountField source="amount" /></DataTable.Col>
    </ListPanel>
  );
};
