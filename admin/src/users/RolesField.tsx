import { useRecordContext } from 'react-admin';
import type { Role } from '../constants';
import { RoleChips } from '../roles';

/** The `roles` of a users record as chips (usable as a DataTable column). */
export const RolesField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ roles?: Role[] }>();
  return <RoleChips roles={record?.roles ?? []} />;
};
