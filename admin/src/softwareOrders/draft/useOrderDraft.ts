import { useEffect, useReducer } from 'react';
import { changeDraft, EMPTY_DRAFT } from './draft';
import { readDraft, saveDraft, type DraftKey } from './draftStore';

/** The draft and its changes (draft.ts), kept in session storage under `key` as it changes. */
export const useOrderDraft = (key: DraftKey) => {
  const [draft, change] = useReducer(changeDraft, key, (stored) => readDraft(stored) ?? EMPTY_DRAFT);
  useEffect(() => saveDraft(key, draft), [key, draft]);
  return { draft, change };
};
