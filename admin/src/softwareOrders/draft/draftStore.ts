import { storage } from '../../providers/storage';
import { EMPTY_DRAFT, type OrderDraft } from './draft';

// The draft being prepared survives a reload and the way to the checkout and back: it is kept in
// the tab's session storage, with the user it belongs to (another sign-in in the tab starts anew).

export const DRAFT_KEYS = {
  /** order-software → checkout */
  order: 'order-software-draft',
  /** order-software-file → checkout-file (the order from a stock file) */
  file: 'order-software-file-draft',
} as const;
export type DraftKey = (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

const session = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const owner = () => String(storage.getUser()?.id ?? '');

export const readDraft = (key: DraftKey): OrderDraft | null => {
  try {
    const stored = JSON.parse(session()?.getItem(key) ?? 'null') as { userId: string; draft: OrderDraft } | null;
    return stored && stored.userId === owner() ? { ...EMPTY_DRAFT, ...stored.draft } : null;
  } catch {
    return null;
  }
};

export const saveDraft = (key: DraftKey, draft: OrderDraft): void => session()?.setItem(key, JSON.stringify({ userId: owner(), draft }));

export const clearDraft = (key: DraftKey): void => session()?.removeItem(key);
