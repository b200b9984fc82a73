export { CreditHistoryPage, ReceivedPage, SentPage } from './CreditHistoryPage';
export { KindField } from './KindField';
export { CounterpartyField, FromToField } from './CounterpartyField';
export { MovementTable } from './MovementTable';
export { movementFilters } from './movementFilters';
