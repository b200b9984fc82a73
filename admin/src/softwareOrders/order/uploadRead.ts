import type { OriginalFileKind } from '../../../../events/constants';
import { postForm } from '../../shared/postForm';
import type { UploadAnswer } from '../types';

/** POST /api/files/upload (multipart `kind` and `file`) with the upload's progress in percent. */
export const uploadRead = (kind: OriginalFileKind, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return postForm<UploadAnswer>('/api/files/upload', form, { onProgress: (share) => onProgress(Math.round(share * 100)) });
};
