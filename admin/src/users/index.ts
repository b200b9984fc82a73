import PeopleIcon from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

export const users = {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (user: { email?: string }) => user.email ?? '',
};
