import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { MessageComposer } from '../shared/MessageComposer';
import type { TicketView } from './types';

/** The ticket's composer; posting answers the whole ticket again. */
export const TicketComposer = ({ ticketId, mayAttach, onPosted }: { ticketId: string; mayAttach: boolean; onPosted: (view: TicketView) => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <MessageComposer
      testId="ticket"
      labels="tickets.composer"
      mayAttach={mayAttach}
      upload={dataProvider.uploadTicketFile}
      post={(body, key) => dataProvider.postTicketMessage(ticketId, body, key)}
      onPosted={onPosted}
    />
  );
};
