import { useEffect, useState } from 'react';
import { answered, publicClient } from '../providers/apiClient';
import { FAQ_PAGE_SIZE, type FaqRecord } from './faqApi';

/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 300;

/** The public FAQ matching `q` (all of it when empty); null while loading. */
export const useFaqSearch = (q: string): { entries: FaqRecord[] | null; failed: boolean } => {
  const [entries, setEntries] = useState<FaqRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const query = { range: JSON.stringify([0, FAQ_PAGE_SIZE - 1]), filter: JSON.stringify(q.trim() ? { q: q.trim() } : {}) };
      answered(publicClient.GET('/api/public/faq', { params: { query } }))
        .then((found) => current && (setEntries(found), setFailed(false)))
        .catch(() => current && setFailed(true));
    }, q ? SEARCH_DELAY_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);
  return { entries, failed };
};
