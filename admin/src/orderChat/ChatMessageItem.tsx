import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { ConversationMessage } from '../shared/ConversationMessage';
import type { ChatMessage } from './types';

/** One message of the order chat; its files download through the order's chat route. */
export const ChatMessageItem = ({ message, mine }: { message: ChatMessage; mine: boolean }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const fetchFile = (sha256: string) => dataProvider.downloadChatFile(message.orderId, sha256);
  return <ConversationMessage message={message} mine={mine} roles="order_chat.roles" fetchFile={fetchFile} testId="order-chat-message" />;
};
