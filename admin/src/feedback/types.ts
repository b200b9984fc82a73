import type { ApiAnswer } from '../providers/apiTypes';

export type Feedback = ApiAnswer<'/api/feedback/index'>[number];
export type FeedbackKind = Feedback['kind'];
