import RuleIcon from '@mui/icons-material/Rule';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const VinRuleCreate = lazyPage(() => import('./VinRuleCreate'), 'VinRuleCreate');
const VinRuleEdit = lazyPage(() => import('./VinRuleEdit'), 'VinRuleEdit');
const VinRuleList = lazyPage(() => import('./VinRuleList'), 'VinRuleList');

/** The resource `vin-search-rules` (CRUD at /api/vin-search-rules). */
export const vinSearchRules = { list: VinRuleList, edit: VinRuleEdit, create: VinRuleCreate, icon: RuleIcon, recordRepresentation: 'pattern' };
