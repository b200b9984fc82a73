import RuleIcon from '@mui/icons-material/Rule';
import { VinRuleCreate } from './VinRuleCreate';
import { VinRuleEdit } from './VinRuleEdit';
import { VinRuleList } from './VinRuleList';

/** The resource `vin-search-rules` (CRUD at /api/vin-search-rules). */
export const vinSearchRules = { list: VinRuleList, edit: VinRuleEdit, create: VinRuleCreate, icon: RuleIcon, recordRepresentation: 'pattern' };
