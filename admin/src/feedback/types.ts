export type FeedbackKind = 'order' | 'service';
export type Feedback = { id: string; kind: FeedbackKind; orderId: string | null; orderNumber: number | null; dealerId: string; dealerName: string | null; rating: number; comment: string; createdAt: string };
