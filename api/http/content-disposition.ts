// Content-Disposition of every file the API sends (downloads, PDFs, exports): a download by default,
// so a browser never renders a served file as a page of the portal's origin, under a name that
// cannot break out of the header (letters, digits, dots, dashes and underscores; anything else `_`).
// The admin names saved files itself from the API's data, so nothing is lost.

const MAX_NAME = 100;
const FALLBACK = 'file.bin';

/** The name as a quoted `filename` may carry it. */
export const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, MAX_NAME) || FALLBACK;

/** Saved as a file, never shown in the browser. */
export const attachment = (name: string) => `attachment; filename="${safeFileName(name)}"`;

/** Shown in the browser's own viewer: only the printable certificate (a PDF we drew, opened to be printed). */
export const inline = (name: string) => `inline; filename="${safeFileName(name)}"`;
