import PolicyIcon from '@mui/icons-material/Policy';
import { createElement } from 'react';
import { ScopeField } from './PolicyFields';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const PricePolicyCreate = lazyPage(() => import('./PricePolicyCreate'), 'PricePolicyCreate');
const PricePolicyEdit = lazyPage(() => import('./PricePolicyEdit'), 'PricePolicyEdit');
const PricePolicyList = lazyPage(() => import('./PricePolicyList'), 'PricePolicyList');

export const pricePolicy = {
  list: PricePolicyList,
  edit: PricePolicyEdit,
  create: PricePolicyCreate,
  icon: PolicyIcon,
  /** Titles and references name who the policy is for: everyone, a country or a dealer. */
  recordRepresentation: createElement(ScopeField),
};
