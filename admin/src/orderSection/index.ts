export { OrderSectionInput } from './OrderSectionInput';
