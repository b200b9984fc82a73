export { CreditPage } from './CreditPage';
export { CreditActionButtons } from './CreditActionButtons';
