import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';

/** GET system/health-figures (CONTRACT.md "Admin only"): the figures GET /metrics serves, read when asked. */
export type HealthFigures = ApiAnswer<'/api/system/health-figures'>;
export type Lag = HealthFigures['projections'][number];

export const systemApi = {
  healthFigures: () => answered(apiClient.GET('/api/system/health-figures')),
};
