import { Type, type Static } from 'typebox';
import { ORIGINAL_FILE_KINDS, ORIGINAL_FILE_NAME_MAX } from '../../../events/constants.js';
import { problem } from '../../../events/problem.js';
import type { UploadedFileRow } from '../../../tables/files/table.js';

// The codes and texts of the spec's upload messages are the ones the catalogue and account
// imports answer already (same meaning, same code); the others are this route's own.
export const FILE_TOO_LARGE = problem('FILE_TOO_LARGE', 'The file must not exceed {limit}', { limit: '10MB' });
export const FILE_NAME_TOO_LONG = problem('FILE_NAME_TOO_LONG', `The file name field must have ${ORIGINAL_FILE_NAME_MAX} characters at most`);
export const FILE_TYPE = problem('FILE_TYPE', 'The file type is not supported');
export const FILE_EMPTY = problem('FILE_EMPTY', 'The file is empty');
export const ORIGINAL_FILE_REQUIRED = problem('ORIGINAL_FILE_REQUIRED', 'Please choose the ECU or TCU file to upload');
export const ONE_FILE_ONLY = problem('ONE_FILE_ONLY', 'Please upload one file at a time');
export const FILE_NAME_INVALID = problem('FILE_NAME_INVALID', 'The file name must not contain control characters');
/** The store could not keep the file (disk full, storage down): nothing was kept, try again. */
export const UPLOAD_ERROR = problem('UPLOAD_ERROR', 'Upload Error');
export const UPLOADED = 'File uploaded successfully';

/** A file a message carries (order chat, tickets), by hash. */
export const AttachedFile = Type.Object({ sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }), size: Type.Integer(), name: Type.String() });

/** A conversation's message after its ids (order chat, tickets): its place, author, text, files and time. */
export const messageFields = <Role extends string>(roles: readonly Role[], seqDescription: string) => ({
  seq: Type.Integer({ description: seqDescription }),
  authorId: Type.String({ format: 'uuid' }),
  authorName: Type.String({ description: 'the account the message is from' }),
  subUserName: Type.Union([Type.String(), Type.Null()], { description: 'the sub-user who wrote it for that account (issue 13), or null' }),
  authorRole: Type.Union(roles.map((role) => Type.Literal(role))),
  text: Type.String(),
  attachments: Type.Array(AttachedFile),
  at: Type.String({ format: 'date-time' }),
});

export const UploadedFile = Type.Object({
  id: Type.String({ format: 'uuid', description: 'what an order names the file by' }),
  sha256: Type.String({ description: 'SHA-256 of the file, lower-case hex: a dealer can check what they flash' }),
  size: Type.Integer({ description: 'bytes' }),
  name: Type.String(),
  kind: Type.Enum(ORIGINAL_FILE_KINDS),
  message: Type.Literal(UPLOADED),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const toUploadedFile = (row: UploadedFileRow): UploadedFile => ({
  id: row.id, sha256: row.sha256, size: row.size, name: row.name, kind: row.kind, message: UPLOADED,
});
