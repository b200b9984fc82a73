import { useGetList } from 'react-admin';
import type { TicketCategory, TicketStatus } from './types';

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

/** The category and status types (support-category, support-status), with their names by id. */
export const useTicketTypes = () => {
  const categories = useGetList<TicketCategory>('support-category', ALL).data ?? [];
  const statuses = useGetList<TicketStatus>('support-status', ALL).data ?? [];
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  const statusName = (id: string) => statuses.find((s) => s.id === id)?.name ?? id;
  return { categories, statuses, categoryName, statusName };
};
