import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent: one request per word, not one per key. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stopped changing for `delay` ms (the text of a search box, as searched). */
export const useDebounced = <T,>(value: T, delay = SEARCH_DELAY_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
