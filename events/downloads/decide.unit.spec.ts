import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { DownloadCommand } from './commands.js';
import { decide, evolve, initialSection } from './decide.js';
import type { DownloadEvent } from './events.js';
import { SECTION_TITLE_MAX } from './limits.js';

const spec = deciderSpec({ decide, evolve, initialState: initialSection });
const at = '2026-11-27T10:00:00.000Z';
const base = { sectionId: 's1', by: 'admin', at };
const content = { title: { en: 'Manuals', es: 'Manuales' }, description: { en: null, es: null }, position: 1 };
const created: DownloadEvent = { id: 'e1', type: 'DownloadSectionCreated', data: { sectionId: 's1', ...content, by: 'admin', at } };
const file = { fileId: 'f1', sha256: 'a'.repeat(64), size: 10, name: 'manual.pdf' };
const added: DownloadEvent = { id: 'e2', type: 'DownloadFileAdded', data: { sectionId: 's1', ...file, by: 'admin', at } };
const create = (extra: Partial<DownloadCommand> = {}): DownloadCommand => ({ type: 'CreateSection', ...base, eventId: 'e1', ...content, ...extra } as DownloadCommand);

describe('downloads section', () => {
  it('is created with trimmed texts; an empty Spanish text reads as none', () =>
    spec.given([]).when(create({ title: { en: ' Manuals ', es: ' ' }, description: { en: ' How to ', es: '' } }))
      .then([{ ...created, data: { ...created.data, title: { en: 'Manuals', es: null }, description: { en: 'How to', es: null } } } as DownloadEvent]));
  it('refuses an empty or too long title and a second creation', () => {
    spec.given([]).when(create({ title: { en: '  ', es: 'x' } })).thenThrows({ statusCode: 400, code: 'DOWNLOAD_SECTION_TITLE_REQUIRED' });
    spec.given([]).when(create({ title: { en: 'x'.repeat(SECTION_TITLE_MAX + 1), es: null } })).thenThrows({ statusCode: 400 });
    spec.given([created]).when(create()).thenThrows({ statusCode: 409, code: 'DOWNLOAD_SECTION_EXISTS' });
  });
  it('an unchanged update records nothing; a change is recorded', () => {
    spec.given([created]).when({ type: 'UpdateSection', ...base, eventId: 'u1', ...content }).then([]);
    spec.given([created]).when({ type: 'UpdateSection', ...base, eventId: 'u1', ...content, position: 2 })
      .then([{ id: 'u1', type: 'DownloadSectionUpdated', data: { sectionId: 's1', ...content, position: 2, by: 'admin', at } }]);
  });
  it('adds and removes files; a deleted section takes none', () => {
    spec.given([created]).when({ type: 'AddFile', ...base, eventId: 'e2', file }).then([added]);
    spec.given([created, added]).when({ type: 'RemoveFile', ...base, eventId: 'e3', fileId: 'f1' })
      .then([{ id: 'e3', type: 'DownloadFileRemoved', data: { sectionId: 's1', fileId: 'f1', by: 'admin', at } }]);
    spec.given([created]).when({ type: 'RemoveFile', ...base, eventId: 'e3', fileId: 'f1' }).thenThrows({ statusCode: 404, code: 'DOWNLOAD_FILE_NOT_FOUND' });
    const deleted: DownloadEvent = { id: 'd', type: 'DownloadSectionDeleted', data: { sectionId: 's1', by: 'admin', at } };
    spec.given([created, deleted]).when({ type: 'AddFile', ...base, eventId: 'e2', file }).thenThrows({ statusCode: 404, code: 'DOWNLOAD_SECTION_NOT_FOUND' });
  });
});
