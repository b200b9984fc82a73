import PolicyIcon from '@mui/icons-material/Policy';
import { createElement } from 'react';
import { ScopeField } from './PolicyFields';
import { PricePolicyCreate } from './PricePolicyCreate';
import { PricePolicyEdit } from './PricePolicyEdit';
import { PricePolicyList } from './PricePolicyList';

export const pricePolicy = {
  list: PricePolicyList,
  edit: PricePolicyEdit,
  create: PricePolicyCreate,
  icon: PolicyIcon,
  /** Titles and references name who the policy is for: everyone, a country or a dealer. */
  recordRepresentation: createElement(ScopeField),
};
