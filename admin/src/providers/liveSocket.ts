import { SOCKET_RECONNECT_DELAY_MS } from '../constants';
import { notificationStore } from './notificationStore';
import { storage } from './storage';
import type { PortalNotification } from './types';

type SocketMessage =
  | { event: 'notify'; data: PortalNotification[] | PortalNotification }
  | { event: 'user-deactivated' }
  | { event: string; data?: unknown };

interface LiveSocketHandlers {
  onUserDeactivated: () => void;
}

/** Features listen to the socket's events (for example the credit side's `balance`). */
type LiveListener = (event: string, data: unknown) => void;
const liveListeners = new Set<LiveListener>();

export const subscribeLiveEvents = (listener: LiveListener): (() => void) => {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
};

let socket: WebSocket | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let wanted = false;

/** No token in the URL: proxies log URLs. The token goes in the first message (api/routes/live). */
const socketUrl = () => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/ws`;
};

const handleMessage = (raw: string, handlers: LiveSocketHandlers) => {
  let message: SocketMessage;
  try {
    message = JSON.parse(raw) as SocketMessage;
  } catch {
    return;
  }
  liveListeners.forEach((listener) => listener(message.event, 'data' in message ? message.data : undefined));
  if (message.event === 'user-deactivated') handlers.onUserDeactivated();
  if (message.event === 'notify' && 'data' in message && message.data) {
    const data = message.data as PortalNotification[] | PortalNotification;
    notificationStore.add(Array.isArray(data) ? data : [data]);
  }
};

/** Opens the live socket (/api/ws, then { event: 'auth', token }) and keeps it open until closeLiveSocket. */
export const openLiveSocket = (token: string, handlers: LiveSocketHandlers): void => {
  wanted = true;
  if (socket && socket.readyState <= WebSocket.OPEN) return;
  clearTimeout(reconnectTimer);
  const current = new WebSocket(socketUrl());
  socket = current;
  current.onopen = () => current.send(JSON.stringify({ event: 'auth', token }));
  current.onmessage = (event) => handleMessage(String(event.data), handlers);
  current.onclose = () => {
    if (socket === current) socket = null;
    if (!wanted || !storage.getToken()) return;
    // With the token stored then: a password change gives this session a fresh one (and closes the old one's socket).
    reconnectTimer = setTimeout(() => {
      const stored = storage.getToken();
      if (wanted && stored) openLiveSocket(stored, handlers);
    }, SOCKET_RECONNECT_DELAY_MS);
  };
};

export const closeLiveSocket = (): void => {
  wanted = false;
  clearTimeout(reconnectTimer);
  socket?.close();
  socket = null;
};
