import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { ConversationMessage } from '../shared/ConversationMessage';
import type { TicketMessage } from './types';

/** One message of the ticket's conversation; its files download through the ticket's route. */
export const TicketMessageItem = ({ ticketId, message, mine }: { ticketId: string; message: TicketMessage; mine: boolean }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const fetchFile = (sha256: string) => dataProvider.downloadTicketFile(ticketId, sha256);
  return <ConversationMessage message={message} mine={mine} roles="tickets.roles" fetchFile={fetchFile} testId="ticket-message" />;
};
