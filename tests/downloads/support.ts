import { randomBytes } from 'node:crypto';

// Multipart forms of the downloads upload (one `file` part), as a browser sends them.

const BOUNDARY = 'general-file-boundary';

/** A small PDF-looking file: what the downloads upload accepts. */
export const pdfBytes = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);

export const fileForm = (bytes: Buffer, filename = 'manual.pdf', extraField?: { name: string; value: string }) => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  body: Buffer.concat([
    ...(extraField ? [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${extraField.name}"\r\n\r\n${extraField.value}\r\n`)] : []),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});

/** A form cut off inside its file part: no closing boundary, as when the browser's connection drops. */
export const cutForm = (bytes: Buffer) => {
  const whole = fileForm(bytes);
  return { contentType: whole.contentType, body: whole.body.subarray(0, whole.body.length - 200) };
};
