import { SaveButton, Toolbar } from 'react-admin';

/** Edit toolbar without Delete: the API has no delete for these resources. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
