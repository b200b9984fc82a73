import { UPLOAD_LIMITS, UPLOAD_NAME_MAX } from '../../../../events/uploads/limits';

/** What the server would refuse before any byte is sent (spec section 5's 10MB reading), as an error key; null when it may go. */
export const readFileProblem = (file: { size: number; name: string }): { key: string; params?: Record<string, string> } | null => {
  if (file.size > UPLOAD_LIMITS.read.maxBytes) return { key: 'errors.FILE_TOO_LARGE', params: { limit: UPLOAD_LIMITS.read.label } };
  if ([...file.name].length > UPLOAD_NAME_MAX) return { key: 'errors.FILE_NAME_TOO_LONG', params: { max: String(UPLOAD_NAME_MAX) } };
  if (file.size === 0) return { key: 'errors.FILE_EMPTY' };
  return null;
};
