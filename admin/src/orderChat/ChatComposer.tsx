import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { MessageComposer, type PostMessage } from '../shared/MessageComposer';
import type { ChatMessage } from './types';

type Props = { orderId: string; mayAttach: boolean; onPosted: (message: ChatMessage) => void; inputRef?: React.Ref<HTMLTextAreaElement> };

/** The order chat's composer; the chat shows the files' upload progress. */
export const ChatComposer = ({ orderId, onPosted, ...props }: Props) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const post: PostMessage<ChatMessage> = (body, key) => dataProvider.postOrderChat(orderId, body, key);
  return <MessageComposer testId="order-chat" labels="order_chat.composer" upload={dataProvider.uploadChatFile} post={post} onPosted={onPosted} showProgress {...props} />;
};
