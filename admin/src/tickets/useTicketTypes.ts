import { useGetList, useTranslate } from 'react-admin';
import { SEEDED_TICKET_TYPES } from './seededTypes';
import type { TicketCategory, TicketStatus } from './types';

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };
const SEEDED = SEEDED_TICKET_TYPES;
type Kind = keyof typeof SEEDED;

/**
 * The category and status types (support-category, support-status), with their names by id. The
 * types are table data an Admin names; the seeded ones keep their English name until renamed, and
 * while they do, they are shown in the user's language.
 */
export const useTicketTypes = () => {
  const translate = useTranslate();
  const shown = <T extends { id: string; name: string }>(kind: Kind, type: T): T =>
    (SEEDED[kind] as Record<string, string>)[type.id] === type.name ? { ...type, name: translate(`tickets.seeded.${kind}.${type.id}`) } : type;
  const categories = (useGetList<TicketCategory>('support-category', ALL).data ?? []).map((c) => shown('category', c));
  const statuses = (useGetList<TicketStatus>('support-status', ALL).data ?? []).map((s) => shown('status', s));
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  const statusName = (id: string) => statuses.find((s) => s.id === id)?.name ?? id;
  return { categories, statuses, categoryName, statusName };
};
