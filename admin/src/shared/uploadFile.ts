import { postForm } from './postForm';

/**
 * Uploads one file through the one upload route (/api/files/upload), which stores it by hash;
 * a chat message or a ticket then names it by the upload id it answers.
 */
export const uploadFile = (file: File, onProgress?: (share: number) => void) => {
  const form = new FormData();
  form.append('kind', 'ECU');
  form.append('file', file, file.name);
  return postForm<{ id: string; sha256: string }>('/api/files/upload', form, { onProgress });
};
