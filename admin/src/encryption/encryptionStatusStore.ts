import { answered, apiClient } from '../providers/apiClient';
import { subscribeLiveEvents } from '../providers/liveSocket';

// Whether the encryption service is online (GET /api/user/is-file-server-enabled), kept up to date
// by the live socket's `encryption-status` event and refetched now and then in case a push was
// missed while the socket was reconnecting.

type Listener = () => void;
let enabled: boolean | null = null;
const listeners = new Set<Listener>();
const set = (value: boolean) => {
  if (value === enabled) return;
  enabled = value;
  listeners.forEach((listener) => listener());
};

export const refreshEncryptionStatus = async () => {
  try {
    set((await answered(apiClient.GET('/api/user/is-file-server-enabled'))).enabled);
  } catch {
    // Unknown for now: the next push or refresh tells.
  }
};

const isStatus = (data: unknown): data is { enabled: boolean } =>
  typeof data === 'object' && data !== null && 'enabled' in data && typeof data.enabled === 'boolean';

export const encryptionStatusStore = {
  get: () => enabled,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    const unsubscribe = subscribeLiveEvents((event, data) => {
      if (event === 'encryption-status' && isStatus(data)) set(data.enabled);
    });
    return () => {
      listeners.delete(listener);
      unsubscribe();
    };
  },
};
