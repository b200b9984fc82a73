import type { WebSocket } from 'ws';

// The sockets connected to this instance, by user. Each instance's reactor reads the whole event
// feed, so a push reaches the user whichever instance holds their socket.

export type LiveMessage = { event: string; data?: unknown };

export type LiveHub = {
  add(userId: string, socket: WebSocket): void;
  push(userId: string, message: LiveMessage): number;
  disconnect(userId: string): void;
  count(): number;
  closeAll(): void;
};

export const createLiveHub = (): LiveHub => {
  const sockets = new Map<string, Set<WebSocket>>();
  return {
    add: (userId, socket) => {
      const set = sockets.get(userId) ?? new Set();
      set.add(socket);
      sockets.set(userId, set);
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      });
    },
    push: (userId, message) => {
      const set = sockets.get(userId);
      if (!set) return 0;
      const text = JSON.stringify(message);
      for (const socket of set) socket.send(text);
      return set.size;
    },
    disconnect: (userId) => sockets.get(userId)?.forEach((socket) => socket.close(4001, 'session ended')),
    count: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
    closeAll: () => sockets.forEach((set) => set.forEach((socket) => socket.close(1001, 'server stopping'))),
  };
};
