// A small PDF writer for the downloadable terms (issue 14: "terms ... with a downloadable PDF"),
// made in the browser from the texts the page shows, so the PDF is always in the reader's
// language and never differs from the page. Text only: A4 pages, Helvetica (a PDF standard font,
// nothing embedded) in WinAnsi encoding, which covers English and Spanish.

export type PdfBlock = { text: string; heading?: boolean };

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const SIZE = { title: 18, heading: 13, body: 11 } as const;
/** Helvetica's average glyph width as a share of the font size: wraps a little early rather than past the margin. */
const AVERAGE_GLYPH_WIDTH = 0.5;
const LINE_HEIGHT = 1.45;
const BLOCK_GAP = 8;

/** WinAnsi codes of the characters above Latin-1's printable range that texts use. */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '…': 0x85 };

const winAnsi = (text: string) =>
  [...text].map((char) => {
    const code = char.codePointAt(0) ?? 63;
    if (WIN_ANSI[char]) return String.fromCharCode(WIN_ANSI[char]);
    return (code >= 32 && code < 127) || (code >= 160 && code < 256) ? char : '?';
  }).join('');

const escaped = (text: string) => winAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`);

/** Words wrapped into lines of at most `width` points at `size`. */
const wrap = (text: string, size: number, width: number): string[] => {
  const most = Math.max(1, Math.floor(width / (size * AVERAGE_GLYPH_WIDTH)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > most) {
        lines.push(line);
        line = '';
      }
      line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
};

type Line = { text: string; size: number; bold: boolean; gapBefore: number };

const linesOf = (title: string, blocks: readonly PdfBlock[]): Line[] => {
  const width = PAGE.width - 2 * PAGE.margin;
  const out: Line[] = wrap(title, SIZE.title, width).map((text) => ({ text, size: SIZE.title, bold: true, gapBefore: 0 }));
  for (const block of blocks) {
    const size = block.heading ? SIZE.heading : SIZE.body;
    wrap(block.text, size, width).forEach((text, i) => out.push({ text, size, bold: Boolean(block.heading), gapBefore: i === 0 ? BLOCK_GAP : 0 }));
  }
  return out;
};

/** Each page's content stream: lines placed top-down, a new page when the next line would cross the bottom margin. */
const pageStreams = (lines: Line[]): string[] => {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const step = line.gapBefore + line.size * LINE_HEIGHT;
    if (y - step < PAGE.margin && pages.at(-1)!.length) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= step;
    pages.at(-1)!.push(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${escaped(line.text)}) Tj ET`);
  }
  return pages.map((commands) => commands.join('\n'));
};

/** The PDF file's bytes: a title and blocks of text (headings in bold). */
export const textPdf = (title: string, blocks: readonly PdfBlock[]): Uint8Array<ArrayBuffer> => {
  const streams = pageStreams(linesOf(title, blocks));
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const pageIds = streams.map((_, i) => 5 + 2 * i);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ];
  // Every character is one byte (WinAnsi), so string lengths are byte offsets.
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(file.length);
  for (let i = 0; i < file.length; i += 1) bytes[i] = file.charCodeAt(i);
  return bytes;
};
