import { DataTable, useTranslate } from 'react-admin';
import { CreditAmountField } from '../../credit/money/CreditAmountField';
import { CounterpartyField, KindField } from '../../credit/movements';
import { LocalizedDateField } from '../../fields';
import { ListPanel } from '../../shared/ListPanel';
import { WIDER_THAN_PHONE } from '../../shared/phoneTable';
import { movementsPath } from '../links';

const NEWEST = { field: 'id', order: 'DESC' } as const;

/** The account's latest movements with the balance after each (GET credit/movements). */
export const RecentMovements = () => {
  const translate = useTranslate();
  return (
    <ListPanel title={translate('dashboard.dealer.recent_movements')} resource="movements" sort={NEWEST} to={movementsPath}
      linkLabel={translate('dashboard.see_all')} empty="credit.movements.empty" testId="recent-movements">
      <DataTable.Col source="createdAt" disableSort><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
      <DataTable.Col source="kind" disableSort><KindField /></DataTable.Col>
      <DataTable.Col source="counterparty" disableSort sx={WIDER_THAN_PHONE}><CounterpartyField /></DataTable.Col>
      <DataTable.Col source="amount" align="right" disableSort><CreditAmountField source="signedAmount" signed /></DataTable.Col>
      {/* A phone keeps the date, the kind and the amount; the balance shows above, the whole history a tap away. */}
      <DataTable.Col source="balanceAfter" align="right" disableSort sx={WIDER_THAN_PHONE}><CreditAmountField source="balanceAfter" /></DataTable.Col>
    </ListPanel>
  );
};
