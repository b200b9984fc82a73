import { useSyncExternalStore } from 'react';
import type { PortalNotification } from './types';

/** Notifications pushed live over the socket, kept for the notification bell of later issues. */
let notifications: PortalNotification[] = [];
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const notificationStore = {
  add(batch: PortalNotification[]): void {
    const known = new Set(notifications.map((n) => n.id));
    notifications = [...batch.filter((n) => !known.has(n.id)), ...notifications];
    emit();
  },
  clear(): void {
    notifications = [];
    emit();
  },
  getSnapshot: (): PortalNotification[] => notifications,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLiveNotifications = (): PortalNotification[] =>
  useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot);
