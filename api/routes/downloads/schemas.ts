import { Type, type Static } from 'typebox';
import { SECTION_DESCRIPTION_MAX, SECTION_POSITION_MAX, SECTION_TITLE_MAX } from '../../../events/downloads/limits.js';
import { UPLOAD_NAME_MAX } from '../../../events/uploads/limits.js';
import type { SectionWithFiles } from '../../../projections/downloads/queries.js';
import type { DownloadFileRow } from '../../../projections/downloads/table.js';

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const SectionParams = Type.Object({ id: Uuid });
export const SectionFileParams = Type.Object({ id: Uuid, fileId: Uuid });

// The decider counts characters (code points); these only stop a body far past any section.
const Title = Type.String({ maxLength: SECTION_TITLE_MAX * 2 });
const Description = Type.String({ maxLength: SECTION_DESCRIPTION_MAX * 2 });

export const SectionBody = Type.Object({
  title: Type.Object({ en: Title, es: Type.Optional(Nullable(Title)) }, { description: 'English required; Spanish optional (the reader falls back to English)' }),
  description: Type.Optional(Type.Object({ en: Type.Optional(Nullable(Description)), es: Type.Optional(Nullable(Description)) })),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: SECTION_POSITION_MAX })),
});
export type SectionBody = Static<typeof SectionBody>;

export const GeneralFile = Type.Object({
  id: Uuid,
  sectionId: Uuid,
  name: Type.String({ maxLength: UPLOAD_NAME_MAX }),
  size: Type.Integer({ description: 'bytes' }),
  sha256: Type.String({ description: 'SHA-256 of the file, lower-case hex' }),
  addedAt: Type.String({ format: 'date-time' }),
});
export type GeneralFile = Static<typeof GeneralFile>;

const Localized = Type.Object({ en: Type.String(), es: Nullable(Type.String()) });
const OptionalLocalized = Type.Object({ en: Nullable(Type.String()), es: Nullable(Type.String()) });

export const Section = Type.Object({
  id: Uuid,
  title: Localized,
  description: OptionalLocalized,
  position: Type.Integer(),
  fileCount: Type.Integer(),
  files: Type.Array(GeneralFile),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Section = Static<typeof Section>;

export const toGeneralFile = (row: DownloadFileRow): GeneralFile => ({
  id: row.file_id, sectionId: row.section_id, name: row.name, size: Number(row.size), sha256: row.sha256, addedAt: row.added_at.toISOString(),
});

export const toSection = (row: SectionWithFiles): Section => ({
  id: row.id,
  title: { en: row.title_en, es: row.title_es },
  description: { en: row.description_en, es: row.description_es },
  position: row.position,
  fileCount: row.file_count,
  files: row.files.map(toGeneralFile),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
