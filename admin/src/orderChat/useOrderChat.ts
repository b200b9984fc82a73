import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { subscribeLiveEvents } from '../providers/liveSocket';
import { errorMessage } from '../shared/errors';
import type { ChatMessage, ChatReadState } from './types';

/** Merges pages and pushes by message id, in chat order (seq). */
const merge = (known: ChatMessage[], incoming: ChatMessage[]) => {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

/**
 * An order's chat as the panel shows it: the latest page, older pages on demand, refetched when the
 * live socket says a message arrived (`order-chat`), and the caller's read state.
 */
export const useOrderChat = (orderId: string) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [read, setRead] = useState<ChatReadState | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(orderId);
  current.current = orderId;
  /** Whether older pages are known: only the first page says so; a live refetch of the latest page does not undo "Show older". */
  const firstPage = useRef(true);

  const fail = useCallback((failure: unknown) => {
    void logoutIfAccessDenied(failure);
    setError(errorMessage(failure));
  }, [logoutIfAccessDenied]);

  const refresh = useCallback(() => dataProvider.getOrderChat(orderId).then((page) => {
    if (current.current !== orderId) return;
    setMessages((known) => merge(known, page.messages));
    setRead(page);
    if (firstPage.current) setHasMore(page.hasMore);
    firstPage.current = false;
    setError(null);
  }, fail).finally(() => setLoading(false)), [dataProvider, orderId, fail]);

  useEffect(() => {
    setMessages([]);
    setHasMore(false);
    firstPage.current = true;
    setLoading(true);
    void refresh();
    return subscribeLiveEvents((event, data) => {
      if (event === 'order-chat' && (data as { orderId?: string } | undefined)?.orderId === orderId) void refresh();
    });
  }, [orderId, refresh]);

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!oldest) return;
    dataProvider.getOrderChat(orderId, oldest.id).then((page) => {
      setMessages((known) => merge(known, page.messages));
      setHasMore(page.hasMore);
    }, fail);
  }, [dataProvider, orderId, messages, fail]);

  const markRead = useCallback(() => {
    if (!read || read.unread === 0) return;
    dataProvider.markOrderChatRead(orderId).then(setRead, fail);
  }, [dataProvider, orderId, read, fail]);

  const added = useCallback((message: ChatMessage) => {
    setMessages((known) => merge(known, [message]));
    setRead((state) => (state ? { ...state, lastSeq: Math.max(state.lastSeq, message.seq), lastReadSeq: message.seq, unread: 0 } : state));
  }, []);

  return { messages, read, hasMore, loading, error, loadOlder, markRead, added };
};
