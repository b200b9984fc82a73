// The keys that open the global search: Ctrl+K (⌘K on a Mac) anywhere, and "/" when the user is not
// typing in a field (there "/" is a character). Pure, so the rule is tested without a browser.

type Target = { tagName?: string; isContentEditable?: boolean } | null;
type Key = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: Target };

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export const isTyping = (target: Target) => Boolean(target && (TYPING.has(target.tagName ?? '') || target.isContentEditable));

/** Whether a keydown asks for the search. */
export const opensSearch = ({ key, ctrlKey, metaKey, altKey, target }: Key): boolean => {
  if (altKey) return false;
  if ((ctrlKey || metaKey) && key.toLowerCase() === 'k') return true;
  return key === '/' && !ctrlKey && !metaKey && !isTyping(target);
};
