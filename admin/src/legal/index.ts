export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TermsPage } from './TermsPage';
