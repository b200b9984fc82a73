// Upload limits. Spec section 5 gives three readings (2MB; 5MB; 10MB with a name of at most 100
// characters) and leaves which upload takes which to us. Ours, by what a tuning business sends
// (api/CONTRACT.md "Upload limits"): ECU/TCU reads are often 2-8MB, so a read, and everything that
// travels the same upload (tuned files, chat and ticket attachments), takes the 10MB reading; so do
// the downloads' files and the spreadsheets an Admin imports, the catalogue's export being re-imported
// whole. The account import is a short list of accounts and amounts (5MB); terms are one PDF (2MB).
// Enforced once, by the multipart reader (api/http/multipart.ts), for every upload route.

const MEGABYTE = 1024 * 1024;

export type UploadLimit = {
  /** Bytes the file may have: one more and the whole upload is refused. */
  readonly maxBytes: number;
  /** How answers name the limit: "The file must not exceed {limit}". */
  readonly label: string;
  /** Characters (code points) the file's name may have; null where the name is never kept. */
  readonly maxNameLength: number | null;
};

/** The name rule that comes with the spec's 10MB reading, applied wherever a file's name is kept. */
export const UPLOAD_NAME_MAX = 100;

const reading = (megabytes: 2 | 5 | 10, maxNameLength: number | null): UploadLimit =>
  ({ maxBytes: megabytes * MEGABYTE, label: `${megabytes}MB`, maxNameLength });

export const UPLOAD_LIMITS = {
  /** An original ECU/TCU read, a tuned file, a chat or ticket attachment (POST files/upload). */
  read: reading(10, UPLOAD_NAME_MAX),
  /** A file of a downloads section: tools, manuals, archives. */
  generalFile: reading(10, UPLOAD_NAME_MAX),
  /** A catalogue spreadsheet (vehicles-file) or the previous orders sheet; the import keeps its name. */
  sheet: reading(10, UPLOAD_NAME_MAX),
  /** The credit account import: accounts and amounts, read and answered, its name kept nowhere. */
  accountImport: reading(5, null),
  /** An account's own terms: one PDF document. */
  terms: reading(2, UPLOAD_NAME_MAX),
} as const satisfies Record<string, UploadLimit>;

export type UploadKind = keyof typeof UPLOAD_LIMITS;
