import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { subscribeLiveEvents } from '../providers/liveSocket';
import { errorMessage } from '../shared/errors';
import type { TicketView } from './types';

/** One ticket as its page shows it, refetched when the live socket says it changed (`ticket`). */
export const useTicket = (id: string) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [ticket, setTicket] = useState<TicketView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(() => dataProvider.getTicket(id).then((view) => {
    setTicket(view);
    setError(null);
  }, (failure: unknown) => {
    void logoutIfAccessDenied(failure);
    setError(errorMessage(failure));
  }).finally(() => setLoading(false)), [dataProvider, id, logoutIfAccessDenied]);

  useEffect(() => {
    setLoading(true);
    void refresh();
    return subscribeLiveEvents((event, data) => {
      if (event === 'ticket' && (data as { ticketId?: string } | undefined)?.ticketId === id) void refresh();
    });
  }, [id, refresh]);

  return { ticket, error, loading, refresh, setTicket };
};
