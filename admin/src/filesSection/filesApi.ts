import { answered, apiClient, withIdempotencyKey } from '../providers/apiClient';
import { fetchFile, saveBlob } from '../shared/download';
import { postForm } from '../shared/postForm';
import type { PreOrderAsk } from './types';

const byId = (id: string) => ({ params: { path: { id } } });

/** Typed calls of the files section (api/CONTRACT.md "Files section"); the lists go through react-admin (resources `files`, `files/pre-order`). */
export const filesApi = {
  getProject: (id: string) => answered(apiClient.GET('/api/files/project/{id}', byId(id))),
  getMakes: () => answered(apiClient.GET('/api/files/makes')),
  /** An original read for a pre-order request (the upload of order-software). */
  uploadRead: (unit: 'ECU' | 'TCU', file: File) => {
    const form = new FormData();
    form.append('kind', unit);
    form.append('file', file);
    return postForm<{ id: string; sha256: string }>('/api/files/upload', form);
  },
  askPreOrder: (body: PreOrderAsk, idempotencyKey: string) => answered(apiClient.POST('/api/files/pre-order', { body, ...withIdempotencyKey(idempotencyKey) })),
  answerPreOrder: (id: string, answer: string) => answered(apiClient.POST('/api/files/pre-order/{id}/answer', { ...byId(id), body: { answer } })),
  /** A file by the URL the API gave (the server logs the download and names its SHA-256). */
  download: async (url: string, name: string) => saveBlob(await fetchFile(url), name),
};
