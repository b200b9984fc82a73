import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { ConversationMessage } from '../shared/ConversationMessage';
import type { ChatMessage } from './types';

/** One message of the order chat; its files download through the order's chat route. */
export const ChatMessageItem = ({ message, mine }: { message: ChatMessage; mine: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <ConversationMessage
      message={message}
      mine={mine}
      roleLabel={translate(`order_chat.roles.${message.authorRole}`, { _: message.authorRole })}
      fetchFile={(sha256) => dataProvider.downloadChatFile(message.orderId, sha256)}
      testId="order-chat-message"
    />
  );
};
