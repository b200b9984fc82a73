export { CreditDashboardPage } from './CreditDashboardPage';
export { SummaryCards } from './SummaryCards';
export { AllowanceNote } from './AllowanceNote';
export { AccountPicker } from './AccountPicker';
export { RecentMovementsCard } from './RecentMovements';
