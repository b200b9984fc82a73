export { ValidateEmailPage } from './ValidateEmailPage';
