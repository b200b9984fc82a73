// Which uploads are an original ECU/TCU read (spec: "The file type is not supported" for the rest).
// Our reading, decided on the first SNIFF_BYTES of the content, whatever the name's extension
// (reads come as .bin, .ori, .org, .read, .e2p, .full or no extension at all; tool containers such as
// WinOLS, Alientech, Autotuner, CMD or Flex files are their own binary, mostly encrypted formats):
//
//   refused  an empty file;
//            a known document, picture, media, archive or program signature: PDF, PNG, JPEG, GIF,
//            WebP/WAV/AVI (RIFF), TIFF, BMP, ISO media (MP4, MOV, HEIC), MP3, Ogg, Matroska,
//            OLE2 (doc/xls/msg), ZIP (so also docx/xlsx/odt/jar/apk), RAR, 7-Zip, gzip, bzip2, xz,
//            zstd, ELF, Windows PE, Mach-O;
//            text (UTF-8 without control characters other than tab, line feed, form feed and
//            carriage return), which is what a mistaken .txt/.csv/.html/.json/.xml/.rtf upload is,
//            except Intel HEX and Motorola S-record, the two text formats of ECU reads;
//   accepted everything else: a binary read or a tool's own container.
//
// A ZIP is refused even when a tool made it: no tool we know packs reads in plain ZIP. Should one,
// let its extension through here.

/** How much of the beginning of a file the rule reads. */
export const SNIFF_BYTES = 8 * 1024;

export type FileVerdict = 'read' | 'empty' | 'not_supported';

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Signatures at offset 0. */
const SIGNATURES: Buffer[] = [
  ascii('%PDF-'),
  bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), // PNG
  ascii('GIF87a'), ascii('GIF89a'),
  ascii('II*\0'), ascii('MM\0*'), // TIFF
  ascii('ID3'), ascii('OggS'), ascii('fLaC'), bytes(0x1a, 0x45, 0xdf, 0xa3), // MP3, Ogg, FLAC, Matroska/WebM
  bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), // OLE2: doc, xls, ppt, msg
  ascii('PK\x03\x04'), ascii('PK\x05\x06'), ascii('PK\x07\x08'), // ZIP
  ascii('Rar!\x1a\x07'), bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c), // RAR, 7-Zip
  bytes(0x1f, 0x8b, 0x08), bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00), bytes(0x28, 0xb5, 0x2f, 0xfd), // gzip, xz, zstd
  ascii('\x7fELF'),
  bytes(0xfe, 0xed, 0xfa, 0xce), bytes(0xfe, 0xed, 0xfa, 0xcf), bytes(0xce, 0xfa, 0xed, 0xfe), bytes(0xcf, 0xfa, 0xed, 0xfe), // Mach-O
];

const startsWith = (head: Buffer, signature: Buffer, at = 0) => head.length >= at + signature.length && head.subarray(at, at + signature.length).equals(signature);

// Signatures of two or three bytes would refuse real reads by chance: these are checked further in.
const isJpeg = (head: Buffer) => startsWith(head, bytes(0xff, 0xd8, 0xff)) && head.length > 3 && (head[3] >= 0xe0 || [0xdb, 0xc0, 0xc2, 0xc4, 0xfe].includes(head[3]));
const isBmp = (head: Buffer) => startsWith(head, ascii('BM')) && head.length >= 18 && head.readUInt32LE(6) === 0 && [12, 40, 52, 56, 108, 124].includes(head.readUInt32LE(14));
const isPe = (head: Buffer) => {
  if (!startsWith(head, ascii('MZ')) || head.length < 0x40) return false;
  const offset = head.readUInt32LE(0x3c);
  return startsWith(head, ascii('PE\0\0'), offset);
};
const isBzip2 = (head: Buffer) => startsWith(head, ascii('BZh')) && head[3] >= 0x31 && head[3] <= 0x39 && startsWith(head, bytes(0x31, 0x41, 0x59, 0x26, 0x53, 0x59), 4);
const isRiff = (head: Buffer) => startsWith(head, ascii('RIFF')) && ['WEBP', 'WAVE', 'AVI '].includes(head.subarray(8, 12).toString('latin1'));
const isIsoMedia = (head: Buffer) => startsWith(head, ascii('ftyp'), 4);

const isKnownNonRead = (head: Buffer) =>
  SIGNATURES.some((signature) => startsWith(head, signature)) || isJpeg(head) || isBmp(head) || isPe(head) || isBzip2(head) || isRiff(head) || isIsoMedia(head);

const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
const INTEL_HEX_LINE = /^:[0-9A-Fa-f]{10,}$/;
const S_RECORD_LINE = /^S[0-9][0-9A-Fa-f]{6,}$/;

/** The head as text, or null when it is binary. A character cut at the end of the head is fine. */
const asText = (head: Buffer): string | null => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return TEXT_CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
};

/** Every whole line of the head (the last one may be cut) is a record of one of the two formats. */
const isHexRecords = (text: string, complete: boolean) => {
  const lines = text.split(/\r?\n/);
  if (!complete) lines.pop();
  const records = lines.map((line) => line.trim()).filter(Boolean);
  return records.length > 0 && (records.every((line) => INTEL_HEX_LINE.test(line)) || records.every((line) => S_RECORD_LINE.test(line)));
};

/** The verdict on a file from its first bytes (`complete`: the head is the whole file). */
export const classifyUpload = (head: Buffer, complete: boolean): FileVerdict => {
  if (head.length === 0) return 'empty';
  if (isKnownNonRead(head)) return 'not_supported';
  const text = asText(head);
  if (text !== null && !isHexRecords(text, complete)) return 'not_supported';
  return 'read';
};
