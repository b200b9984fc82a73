import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { MessageComposer } from '../shared/MessageComposer';
import type { ChatMessage } from './types';

/** The order chat's composer; the chat shows the files' upload progress. */
export const ChatComposer = ({ orderId, mayAttach, onPosted, inputRef }: {
  orderId: string; mayAttach: boolean; onPosted: (message: ChatMessage) => void; inputRef?: React.Ref<HTMLTextAreaElement>;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <MessageComposer
      testId="order-chat"
      labels="order_chat.composer"
      mayAttach={mayAttach}
      upload={dataProvider.uploadChatFile}
      post={(body, key) => dataProvider.postOrderChat(orderId, body, key)}
      onPosted={onPosted}
      showProgress
      inputRef={inputRef}
    />
  );
};
