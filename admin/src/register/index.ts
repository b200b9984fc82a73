import { lazyPage } from '../shared/lazyPage';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
