import { answered, apiClient } from '../providers/apiClient';
import { fetchFile, saveBlob } from '../shared/download';
import { postForm } from '../shared/postForm';
import type { DownloadSection, SectionInput } from './types';

/** The downloads calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const downloadsApi = {
  list: () => answered(apiClient.GET('/api/general-files/index', { params: { query: { range: '[0,499]' } } })),
  create: (body: SectionInput) => answered(apiClient.POST('/api/general-files/create-section', { body })),
  update: (id: string, body: SectionInput) => answered(apiClient.PUT('/api/general-files/update-section/{id}', { params: { path: { id } }, body })),
  remove: (id: string) => answered(apiClient.DELETE('/api/general-files/delete-section/{id}', { params: { path: { id } } })),
  upload: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return postForm<DownloadSection>(`/api/general-files/upload/${id}`, form);
  },
  removeFile: (id: string, fileId: string) => answered(apiClient.DELETE('/api/general-files/file/{id}/{fileId}', { params: { path: { id, fileId } } })),
  download: async (id: string, fileId: string, name: string) => saveBlob(await fetchFile(`/api/general-files/download/${id}/${fileId}`), name),
};
