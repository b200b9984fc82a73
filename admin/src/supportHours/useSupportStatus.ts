import { useEffect, useState } from 'react';
import { SUPPORT_COUNTDOWN_MS } from '../../../events/constants';
import { fetchSupportStatus, onSupportOpenClose, type SupportStatus } from './supportStatus';

/** The support state while `enabled`: fetched now, every 60 s (the countdown) and on support-open-close. A failed fetch keeps the last one. */
export const useSupportStatus = (enabled: boolean): SupportStatus | null => {
  const [status, setStatus] = useState<SupportStatus | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const refresh = () => fetchSupportStatus().then((next) => alive && setStatus(next)).catch(() => undefined);
    void refresh();
    const timer = setInterval(refresh, SUPPORT_COUNTDOWN_MS);
    const unsubscribe = onSupportOpenClose(() => void refresh());
    return () => {
      alive = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [enabled]);
  return status;
};
