import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { MessageComposer, type PostMessage } from '../shared/MessageComposer';
import type { TicketView } from './types';

/** The ticket's composer; posting a message answers the whole ticket again. */
export const TicketComposer = ({ ticketId, mayAttach, onPosted }: { ticketId: string; mayAttach: boolean; onPosted: (view: TicketView) => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const post: PostMessage<TicketView> = (body, key) => dataProvider.postTicketMessage(ticketId, body, key);
  return <MessageComposer testId="ticket" labels="tickets.composer" mayAttach={mayAttach} upload={dataProvider.uploadTicketFile} post={post} onPosted={onPosted} />;
};
