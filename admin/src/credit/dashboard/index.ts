export { CreditDashboardPage } from './CreditDashboardPage';
export { SummaryCards } from './SummaryCards';
export { AllowanceNote } from './AllowanceNote';
export { RecentMovementsCard } from './RecentMovements';
