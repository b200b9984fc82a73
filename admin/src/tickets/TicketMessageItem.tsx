import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { ConversationMessage } from '../shared/ConversationMessage';
import type { TicketMessage } from './types';

/** One message of the ticket's conversation; its files download through the ticket's route. */
export const TicketMessageItem = ({ ticketId, message, mine }: { ticketId: string; message: TicketMessage; mine: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <ConversationMessage
      message={message}
      mine={mine}
      roleLabel={translate(`tickets.roles.${message.authorRole}`, { _: message.authorRole })}
      fetchFile={(sha256) => dataProvider.downloadTicketFile(ticketId, sha256)}
      testId="ticket-message"
    />
  );
};
