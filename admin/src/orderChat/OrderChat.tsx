import { useEffect, useRef } from 'react';
import { Alert, Badge, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { storage } from '../providers/storage';
import { CardSkeleton } from '../shared/LoadingSkeleton';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { useOrderChat } from './useOrderChat';

/** Those who may upload a file (POST /api/files/upload); the others write text only. */
const UPLOADERS = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];

/**
 * The chat on an order (issue 10): messages with author and time, files to download, a composer,
 * the unread badge; what is shown is marked read. `?open-chat=1` scrolls to it and focuses the composer.
 */
export const OrderChat = ({ orderId }: { orderId: string }) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const user = storage.getUser();
  const chat = useOrderChat(orderId);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const open = params.get('open-chat') === '1';
  const { markRead, messages } = chat;

  useEffect(() => {
    if (!open || chat.loading) return;
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    input.current?.focus({ preventScroll: true });
  }, [open, chat.loading]);

  // Newest last: keep the latest message in view as messages arrive.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  // Read when shown: once the list is on screen and the tab is visible.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && document.visibilityState === 'visible') markRead();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [markRead, chat.loading]);

  return (
    <Card variant="outlined" ref={panel} id="order-chat" data-testid="order-chat">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Badge color="error" badgeContent={chat.read?.unread ?? 0} data-testid="order-chat-unread"><ForumIcon /></Badge>
          <Typography variant="h6" component="h2">{translate('order_chat.title')}</Typography>
        </Stack>
        {chat.error && <Alert severity="error" sx={{ mb: 1 }}>{translate(chat.error, { _: chat.error })}</Alert>}
        {chat.loading ? (
          <CardSkeleton label="order_chat.loading" />
        ) : (
          <Stack ref={list} spacing={1} sx={{ maxHeight: 420, overflowY: 'auto', mb: 2 }} data-testid="order-chat-messages">
            {chat.hasMore && <Button size="small" onClick={chat.loadOlder}>{translate('order_chat.older')}</Button>}
            {messages.length === 0 && <Typography color="text.secondary" data-testid="order-chat-empty">{translate('order_chat.empty')}</Typography>}
            {messages.map((message) => <ChatMessageItem key={message.id} message={message} mine={message.authorId === user?.id} />)}
          </Stack>
        )}
        <ChatComposer orderId={orderId} inputRef={input} mayAttach={Boolean(user?.rol.some((role) => UPLOADERS.includes(role)))} onPosted={chat.added} />
      </CardContent>
    </Card>
  );
};
