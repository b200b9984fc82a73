import SpeedIcon from '@mui/icons-material/Speed';
import { SoftwarePricingPage } from './SoftwarePricingPage';

/** One matrix page saved at once: the rows are the spec's urgency levels, never created or deleted. */
export const softwarePricing = {
  list: SoftwarePricingPage,
  icon: SpeedIcon,
};
