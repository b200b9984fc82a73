import { inflateSync } from 'node:zlib';

/**
 * The standard fonts use WinAnsi (windows-1252): Latin-1 but for 0x80-0x9f, which hold the euro
 * sign, dashes, quotes, Š, Ž... (Node decodes windows-1252 as Latin-1, so they are mapped here).
 */
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const hexText = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The streams of a PDF, cut by their /Length (a compressed stream's last byte may be a carriage
 * return, which a search for "\r?\nendstream" would take away: one PDF in a few hundred read empty).
 */
const streams = (raw: string): string[] => {
  const found: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    found.push(raw.slice(start, start + Number(match[1])));
  }
  return found;
};

/** The text drawn on the pages of a pdfkit PDF (its content streams inflated, hex strings decoded). */
export const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const body of streams(raw)) {
    let content = body;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      // not compressed
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) lines.push([...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hexText(hex)).join(''));
  }
  return lines.join('\n');
};
