import { useSyncExternalStore } from 'react';
import { storage } from '../providers/storage';

// Issue 15: the sidebar sections a user folded, by title key, remembered on the device (local
// storage survives a sign-out like the language). Every section starts unfolded: entries that a
// user has never hidden stay where the tests and habits expect them.

let folded: ReadonlySet<string> = new Set(storage.getFoldedMenuSections());
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const toggle = (title: string) => {
  const next = new Set(folded);
  if (!next.delete(title)) next.add(title);
  folded = next;
  storage.saveFoldedMenuSections([...next]);
  for (const listener of listeners) listener();
};

/** Whether the section titled `title` is folded, and the toggle that folds or unfolds it. */
export const useFoldedSection = (title: string): [boolean, () => void] => {
  const isFolded = useSyncExternalStore(subscribe, () => folded.has(title));
  return [isFolded, () => toggle(title)];
};
