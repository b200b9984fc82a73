import type { WebSocket } from 'ws';
import type { Role } from '../../tables/users/table.js';

// The sockets connected to this instance, by user. Each instance's reactor reads the whole event
// feed, so a push reaches the user whichever instance holds their socket.

export type LiveMessage = { event: string; data?: unknown };

/**
 * The socket's session read again against the account's current row: null while it holds, else the
 * message that tells the client why it ended (the same the live reactor sends for the event).
 */
export type SessionCheck = () => Promise<LiveMessage | null>;

export type LiveHub = {
  add(userId: string, socket: WebSocket, roles?: readonly Role[], stillSignedIn?: SessionCheck): void;
  /**
   * The account's row changed (a sign-out, a password change, a deactivation): each of its sockets
   * checks its session again and closes if it ended. '' checks every socket. A socket is
   * authenticated once, when it opens, so without this a signed-out token would keep receiving pushes.
   */
  recheck(userId: string): Promise<void>;
  push(userId: string, message: LiveMessage): number;
  /** To every connected user holding the role (the administrators' sidebar counters). */
  pushToRole(role: Role, message: LiveMessage): number;
  disconnect(userId: string): void;
  count(): number;
  closeAll(): void;
};

export const createLiveHub = (): LiveHub => {
  const sockets = new Map<string, Set<WebSocket>>();
  /** The roles when the socket opened. Role pushes carry no data, only a hint to refetch, and the refetch checks the role again. */
  const rolesOf = new Map<string, readonly Role[]>();
  const checks = new WeakMap<WebSocket, SessionCheck>();
  const closeEnded = async (socket: WebSocket) => {
    const check = checks.get(socket);
    // A failed read is not an ended session: the next change checks again.
    const ended = check ? await check().catch(() => null) : null;
    if (!ended || socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify(ended));
    socket.close(4001, 'session ended');
  };
  const push: LiveHub['push'] = (userId, message) => {
    const set = sockets.get(userId);
    if (!set) return 0;
    const text = JSON.stringify(message);
    for (const socket of set) socket.send(text);
    return set.size;
  };
  return {
    add: (userId, socket, roles = [], stillSignedIn) => {
      if (stillSignedIn) checks.set(socket, stillSignedIn);
      const set = sockets.get(userId) ?? new Set();
      set.add(socket);
      sockets.set(userId, set);
      rolesOf.set(userId, roles);
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) {
          sockets.delete(userId);
          rolesOf.delete(userId);
        }
      });
    },
    push,
    recheck: async (userId) => {
      const affected = userId ? [...(sockets.get(userId) ?? [])] : [...sockets.values()].flatMap((set) => [...set]);
      await Promise.all(affected.map(closeEnded));
    },
    pushToRole: (role, message) =>
      [...rolesOf].reduce((n, [userId, roles]) => n + (roles.includes(role) ? push(userId, message) : 0), 0),
    disconnect: (userId) => sockets.get(userId)?.forEach((socket) => socket.close(4001, 'session ended')),
    count: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
    closeAll: () => sockets.forEach((set) => set.forEach((socket) => socket.close(1001, 'server stopping'))),
  };
};
