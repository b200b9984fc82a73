// PostgreSQL text cannot hold the NUL character (\u0000): a value with one would fail in the
// database as a 500. Requests are checked before validation instead, naming the field at fault.

export const NUL_TEXT = problem('FIELD_NUL_CHARACTER', 'Field must not contain the invisible NUL character (\\u0000)');
import { problem } from '../../events/problem.js';

/**
 * The path (`stages.One.power` style) of the first text holding a NUL character; undefined when there is none.
 * Walked with a stack, not recursion: a body may nest JSON deeper than the call stack allows.
 */
export const nulTextPath = (value: unknown): string | undefined => {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      // Reversed so that the first field is looked at first.
      for (const [key, child] of Object.entries(item).reverse()) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
};
