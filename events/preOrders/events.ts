import type { FileDetails } from '../softwareOrders/events.js';
import type { NewEvent } from '../store/port.js';

// A pre-order request (files/pre-order, our reading of spec section 2): before ordering, a dealer
// uploads a read and asks about it ("can you tune this?", "what does stage 2 give?"); Admin or a
// Calibrator answers. Its own stream; the read is referred to by its SHA-256, never carried.

export const preOrderStream = (id: string) => `pre-order-${id}`;
export const PRE_ORDER_STREAM_PREFIX = 'pre-order-';

export type PreOrderFile = { uploadId: string; sha256: string; size: number; name: string };

export type PreOrderEventData = {
  PreOrderRequested: {
    preOrderId: string; dealerId: string;
    /** The dealer and the accounts above it, nearest first: who may read the request. */
    dealerChain: string[]; dealerName: string;
    /** The sub-user who asked for the dealer, and its name then (issue 13). */
    subUserId?: string; subUserName?: string;
    unit: 'ECU' | 'TCU'; file: PreOrderFile; details: FileDetails; question: string; at: string;
  };
  PreOrderAnswered: { preOrderId: string; answer: string; by: string; byName: string; at: string };
};

export type PreOrderEventType = keyof PreOrderEventData;
export type PreOrderEvent = { [T in PreOrderEventType]: NewEvent<T, PreOrderEventData[T]> }[PreOrderEventType];
export const PRE_ORDER_EVENT_TYPES = ['PreOrderRequested', 'PreOrderAnswered'] as const satisfies readonly PreOrderEventType[];
