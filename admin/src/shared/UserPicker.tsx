import { userLabel } from '../credit/AccountInputs';
import type { UserRecord } from '../providers/types';
import { SearchedPicker } from './SearchedPicker';

interface UserPickerProps {
  value: UserRecord | null;
  onChange: (user: UserRecord | null) => void;
  /** Translation key of the field's label. */
  label: string;
  /** Only accounts with this role. */
  role?: string;
}

const BY_EMAIL = { field: 'email', order: 'ASC' } as const;

/** Any account, searched by name or email in the users resource as it is typed. */
export const UserPicker = ({ value, onChange, label, role }: UserPickerProps) => (
  <SearchedPicker resource="users" sort={BY_EMAIL} optionLabel={userLabel} filter={role ? { role } : undefined} value={value} onChange={onChange} label={label} />
);
