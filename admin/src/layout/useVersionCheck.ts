import { useEffect, useState } from 'react';
import { CHECK_VERSION_EVENT } from '../../../events/constants';
import { VERSION_CHECK_INTERVAL_MS } from '../constants';
import { subscribeLiveEvents } from '../providers/liveSocket';

const publishedHash = async (): Promise<string | null> => {
  const response = await fetch('/version.json', { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { hash?: unknown };
  return typeof body.hash === 'string' ? body.hash : null;
};

/**
 * The hash of a newer published build, or null. Checks /version.json every 60 s (spec section 9),
 * and at once when the live socket says handledCheckVersion (it opened again: maybe a deploy);
 * failures are silent (spec section 8).
 */
export const useVersionCheck = (): string | null => {
  const [newHash, setNewHash] = useState<string | null>(null);

  useEffect(() => {
    const check = () =>
      publishedHash()
        .then((hash) => {
          if (hash && hash !== __BUILD_HASH__) setNewHash(hash);
        })
        .catch(() => undefined);
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    const unsubscribe = subscribeLiveEvents((event) => {
      if (event === CHECK_VERSION_EVENT) void check();
    });
    void check();
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, []);

  return newHash;
};
