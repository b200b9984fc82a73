import type { Decider } from '../command/handle-command.js';
import { decideByType } from '../decide-by-type.js';
import { Refusal } from '../problem.js';
import { unreachable } from '../unreachable.js';
import type { AddFile, CreateSection, DeleteSection, DownloadCommand, RemoveFile, UpdateSection } from './commands.js';
import {
  GENERAL_FILE_NOT_FOUND, SECTION_DESCRIPTION_TOO_LONG, SECTION_EXISTS, SECTION_FULL, SECTION_NOT_FOUND, SECTION_TITLE_REQUIRED,
} from './errors.js';
import type { DownloadEvent, GeneralFile, SectionContent } from './events.js';
import { SECTION_DESCRIPTION_MAX, SECTION_FILES_MAX, SECTION_TITLE_MAX } from './limits.js';

// A section lives from its creation to its deletion; its files come and go by id. Texts are
// trimmed and counted in characters (code points); an empty Spanish text means "as in English".

export type DownloadSectionState =
  | { stage: 'none' }
  | { stage: 'live' | 'deleted'; content: SectionContent; files: Readonly<Record<string, GeneralFile>> };

export const initialSection = (): DownloadSectionState => ({ stage: 'none' });

export const evolve = (state: DownloadSectionState, event: DownloadEvent): DownloadSectionState => {
  switch (event.type) {
    case 'DownloadSectionCreated':
      return { stage: 'live', content: contentOf(event.data), files: {} };
    case 'DownloadSectionUpdated':
      return state.stage === 'none' ? state : { ...state, content: contentOf(event.data) };
    case 'DownloadSectionDeleted':
      return state.stage === 'none' ? state : { ...state, stage: 'deleted' };
    case 'DownloadFileAdded': {
      if (state.stage === 'none') return state;
      const { fileId, sha256, size, name } = event.data;
      return { ...state, files: { ...state.files, [fileId]: { fileId, sha256, size, name } } };
    }
    case 'DownloadFileRemoved': {
      if (state.stage === 'none') return state;
      const { [event.data.fileId]: _removed, ...files } = state.files;
      return { ...state, files };
    }
    default:
      return unreachable('download event', event);
  }
};

const contentOf = ({ title, description, position }: SectionContent): SectionContent => ({ title, description, position });

const chars = (text: string) => [...text].length;
const optional = (text: string | null) => text?.trim() || null;

/** The Admin's texts trimmed and checked: an English title, the rest optional. */
const checked = (c: SectionContent): SectionContent => {
  const title = { en: c.title.en.trim(), es: optional(c.title.es) };
  if (!title.en || chars(title.en) > SECTION_TITLE_MAX || (title.es && chars(title.es) > SECTION_TITLE_MAX)) {
    throw new Refusal(400, SECTION_TITLE_REQUIRED, { field: title.en ? 'title' : 'title.en' });
  }
  const description = { en: optional(c.description.en), es: optional(c.description.es) };
  if ([description.en, description.es].some((text) => text && chars(text) > SECTION_DESCRIPTION_MAX)) {
    throw new Refusal(400, SECTION_DESCRIPTION_TOO_LONG, { field: 'description' });
  }
  return { title, description, position: c.position };
};

const live = (state: DownloadSectionState) => {
  if (state.stage !== 'live') throw new Refusal(404, SECTION_NOT_FOUND);
  return state;
};

const sameContent = (a: SectionContent, b: SectionContent) => JSON.stringify(a) === JSON.stringify(b);

const create = (c: CreateSection, state: DownloadSectionState): DownloadEvent[] => {
  if (state.stage !== 'none') throw new Refusal(409, SECTION_EXISTS);
  return [{ id: c.eventId, type: 'DownloadSectionCreated', data: { sectionId: c.sectionId, ...checked(c), by: c.by, at: c.at } }];
};

const update = (c: UpdateSection, state: DownloadSectionState): DownloadEvent[] => {
  const section = live(state);
  const content = checked(c);
  // Saving an unchanged form records nothing.
  if (sameContent(content, section.content)) return [];
  return [{ id: c.eventId, type: 'DownloadSectionUpdated', data: { sectionId: c.sectionId, ...content, by: c.by, at: c.at } }];
};

const remove = (c: DeleteSection, state: DownloadSectionState): DownloadEvent[] => {
  live(state);
  return [{ id: c.eventId, type: 'DownloadSectionDeleted', data: { sectionId: c.sectionId, by: c.by, at: c.at } }];
};

const addFile = (c: AddFile, state: DownloadSectionState): DownloadEvent[] => {
  const section = live(state);
  if (Object.keys(section.files).length >= SECTION_FILES_MAX) throw new Refusal(409, SECTION_FULL);
  return [{ id: c.eventId, type: 'DownloadFileAdded', data: { sectionId: c.sectionId, ...c.file, by: c.by, at: c.at } }];
};

const removeFile = (c: RemoveFile, state: DownloadSectionState): DownloadEvent[] => {
  const section = live(state);
  if (!Object.hasOwn(section.files, c.fileId)) throw new Refusal(404, GENERAL_FILE_NOT_FOUND);
  return [{ id: c.eventId, type: 'DownloadFileRemoved', data: { sectionId: c.sectionId, fileId: c.fileId, by: c.by, at: c.at } }];
};

/** Pure: the events a downloads command produces, or a Refusal. */
export const decide = decideByType<DownloadCommand, DownloadSectionState, DownloadEvent>('download section', {
  CreateSection: create,
  UpdateSection: update,
  DeleteSection: remove,
  AddFile: addFile,
  RemoveFile: removeFile,
});

export const downloadSectionDecider: Decider<DownloadCommand, DownloadSectionState, DownloadEvent> = { initialState: initialSection, evolve, decide };
