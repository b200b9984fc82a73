import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const UserCreate = lazyPage(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyPage(() => import('./UserList'), 'UserList');

export const users = {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (user: { email?: string }) => user.email ?? '',
};
