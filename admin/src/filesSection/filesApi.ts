import { api } from '../providers/httpClient';
import { fetchFile, saveBlob } from '../shared/download';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { postForm } from '../shared/postForm';
import type { PreOrder, PreOrderAsk, Project } from './types';

const path = (id: string) => encodeURIComponent(id);

/** Typed calls of the files section (api/CONTRACT.md "Files section"); the lists go through react-admin (resources `files`, `files/pre-order`). */
export const filesApi = {
  getProject: (id: string) => api.get<Project>(`/api/files/project/${path(id)}`),
  getMakes: () => api.get<string[]>('/api/files/makes'),
  /** An original read for a pre-order request (the upload of order-software). */
  uploadRead: (unit: 'ECU' | 'TCU', file: File) => {
    const form = new FormData();
    form.append('kind', unit);
    form.append('file', file);
    return postForm<{ id: string; sha256: string }>('/api/files/upload', form);
  },
  askPreOrder: (body: PreOrderAsk, idempotencyKey: string) => api.post<PreOrder>('/api/files/pre-order', body, withIdempotencyKey(idempotencyKey)),
  answerPreOrder: (id: string, answer: string) => api.post<PreOrder>(`/api/files/pre-order/${path(id)}/answer`, { answer }),
  /** A file by the URL the API gave (the server logs the download and names its SHA-256). */
  download: async (url: string, name: string) => saveBlob(await fetchFile(url), name),
};
