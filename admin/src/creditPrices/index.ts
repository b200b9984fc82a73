export { CreditPricePage } from './CreditPricePage';
