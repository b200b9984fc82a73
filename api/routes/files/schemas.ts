import { Type, type Static } from 'typebox';
import { ORIGINAL_FILE_KINDS } from '../../../events/constants.js';
import { problem } from '../../../events/problem.js';
import type { UploadedFileRow } from '../../../tables/files/table.js';

// The spec's upload messages are the ones every upload answers (api/http/upload-form.ts); the others are this route's own.
export { FILE_EMPTY, FILE_NAME_INVALID, FILE_NAME_TOO_LONG, FILE_TOO_LARGE, FILE_TYPE, ONE_FILE_ONLY, UPLOAD_ERROR } from '../../http/upload-form.js';
export const ORIGINAL_FILE_REQUIRED = problem('ORIGINAL_FILE_REQUIRED', 'Please choose the ECU or TCU file to upload');
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
