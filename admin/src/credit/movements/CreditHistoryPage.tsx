import { storage } from '../../providers/storage';
import { NetworkAccountInput, UserAccountInput } from '../AccountInputs';
import { MovementListPage } from './MovementListPage';

/** The account filter: administrators pick any account, parents one of their sub-accounts. */
const accountFilter = () => {
  const user = storage.getUser();
  if (user?.rol.includes('Admin')) return <UserAccountInput key="userId" source="userId" alwaysOn />;
  if (user?.haveChildren) return <NetworkAccountInput key="userId" source="userId" alwaysOn />;
  return undefined;
};

/** /credit-history: every movement of the account (or a sub-account's). */
export const CreditHistoryPage = () => (
  <MovementListPage title="credit.movements.history_title" storeKey="credit-history" accountFilter={accountFilter()} />
);

/** /credit-dash-received: credits that came in. */
export const ReceivedPage = () => (
  <MovementListPage title="credit.movements.received_title" storeKey="credit-dash-received" filter={{ direction: 'received' }} accountFilter={accountFilter()} />
);

/** /credit-dash-sent: credits that went out (transfers, deductions, software orders). */
export const SentPage = () => (
  <MovementListPage title="credit.movements.sent_title" storeKey="credit-dash-sent" filter={{ direction: 'sent' }} accountFilter={accountFilter()} />
);
