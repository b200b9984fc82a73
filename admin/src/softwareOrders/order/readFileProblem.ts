import { ORIGINAL_FILE_MAX_BYTES, ORIGINAL_FILE_NAME_MAX } from '../../../../events/constants';

/** What the server would refuse before any byte is sent (spec section 5's 10MB reading), as an error key; null when it may go. */
export const readFileProblem = (file: { size: number; name: string }): { key: string; params?: Record<string, string> } | null => {
  if (file.size > ORIGINAL_FILE_MAX_BYTES) return { key: 'errors.FILE_TOO_LARGE', params: { limit: '10MB' } };
  if ([...file.name].length > ORIGINAL_FILE_NAME_MAX) return { key: 'errors.FILE_NAME_TOO_LONG' };
  if (file.size === 0) return { key: 'errors.FILE_EMPTY' };
  return null;
};
