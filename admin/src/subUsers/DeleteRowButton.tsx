import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmedActionButton } from '../shared/ConfirmedActionButton';

/** A row's delete behind its confirmation; the keys are `sub_users.<of>.delete`, `delete_title`, `delete_text`, `deleted`. */
export const DeleteRowButton = ({ of, args, run, onDone }: { of: 'sets' | 'accounts'; args: Record<string, string>; run: () => Promise<unknown>; onDone: () => void }) => (
  <ConfirmedActionButton
    label={`sub_users.${of}.delete`} confirmTitle={`sub_users.${of}.delete_title`} confirmContent={`sub_users.${of}.delete_text`} titleArgs={args}
    variant="text" color="error" size="small" icon={<DeleteIcon />} successMessage={`sub_users.${of}.deleted`} run={run} onDone={onDone}
  />
);
