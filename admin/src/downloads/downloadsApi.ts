import { api } from '../providers/httpClient';
import { fetchFile, saveBlob } from '../shared/download';
import { postForm } from '../shared/postForm';
import type { DownloadSection, SectionInput } from './types';

/** The downloads calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const downloadsApi = {
  list: () => api.get<DownloadSection[]>(`/api/general-files/index?range=${encodeURIComponent('[0,499]')}`),
  create: (body: SectionInput) => api.post<DownloadSection>('/api/general-files/create-section', body),
  update: (id: string, body: SectionInput) => api.put<DownloadSection>(`/api/general-files/update-section/${id}`, body),
  remove: (id: string) => api.delete<{ id: string }>(`/api/general-files/delete-section/${id}`),
  upload: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return postForm<DownloadSection>(`/api/general-files/upload/${id}`, form);
  },
  removeFile: (id: string, fileId: string) => api.delete<DownloadSection>(`/api/general-files/file/${id}/${fileId}`),
  download: async (id: string, fileId: string, name: string) => saveBlob(await fetchFile(`/api/general-files/download/${id}/${fileId}`), name),
};
