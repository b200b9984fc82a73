import SpeedIcon from '@mui/icons-material/Speed';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const SoftwarePricingPage = lazyPage(() => import('./SoftwarePricingPage'), 'SoftwarePricingPage');

/** One matrix page saved at once: the rows are the spec's urgency levels, never created or deleted. */
export const softwarePricing = {
  list: SoftwarePricingPage,
  icon: SpeedIcon,
};
