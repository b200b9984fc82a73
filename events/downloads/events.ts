import type { NewEvent } from '../store/port.js';

// Downloads (general-files, issue 14): one stream per section, `download-section-<uuid>`. An Admin
// writes the section's title and description in English and, optionally, Spanish; files travel by
// hash (their bytes are in the file store), never bytes.

export const DOWNLOAD_SECTION_STREAM_PREFIX = 'download-section-';
export const downloadSectionStream = (sectionId: string) => `${DOWNLOAD_SECTION_STREAM_PREFIX}${sectionId}`;

/** A text an Admin writes, per language: English always, Spanish when given (the reader falls back to English). */
export type LocalizedText = { en: string; es: string | null };
export type OptionalLocalizedText = { en: string | null; es: string | null };

export type SectionContent = { title: LocalizedText; description: OptionalLocalizedText; position: number };
export type GeneralFile = { fileId: string; sha256: string; size: number; name: string };

export type DownloadEventData = {
  DownloadSectionCreated: { sectionId: string } & SectionContent & { by: string; at: string };
  DownloadSectionUpdated: { sectionId: string } & SectionContent & { by: string; at: string };
  DownloadSectionDeleted: { sectionId: string; by: string; at: string };
  DownloadFileAdded: { sectionId: string } & GeneralFile & { by: string; at: string };
  DownloadFileRemoved: { sectionId: string; fileId: string; by: string; at: string };
};

export type DownloadEventType = keyof DownloadEventData;
export type DownloadEvent = { [T in DownloadEventType]: NewEvent<T, DownloadEventData[T]> }[DownloadEventType];
export const DOWNLOAD_EVENT_TYPES = [
  'DownloadSectionCreated', 'DownloadSectionUpdated', 'DownloadSectionDeleted', 'DownloadFileAdded', 'DownloadFileRemoved',
] as const satisfies readonly DownloadEventType[];
