import { PassThrough } from 'node:stream';
import type { ExportRow } from '../../tables/catalogueSheets/kind.js';
import { writeXlsx } from '../../api/routes/catalogueSheets/write-sheet.js';

// Test helpers: sheets as XLSX bytes and multipart bodies, as a browser would send them.

export const xlsxBuffer = async (columns: readonly string[], rows: readonly ExportRow[]) => {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => output.on('end', resolve));
  await writeXlsx('Sheet1', columns, (async function* () { yield* rows; })(), output);
  await done;
  return Buffer.concat(chunks);
};

export const multipart = (file: { name: string; type: string; content: Buffer }, fields: Record<string, string>) => {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
