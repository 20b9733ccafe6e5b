import { randomBytes } from 'node:crypto';
import type { App } from '../src/app';
import type { TestUser } from './helpers';

/** Tiny real files of each kind (magic bytes first), padded to a chosen size. */
export const sampleFiles = {
  png: (size = 256) =>
    pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size),
  jpeg: (size = 256) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), size),
  webp: (size = 256) => pad(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), size),
  pdf: (size = 256) => pad(Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1'), size),
  text: (size = 256) => pad(Buffer.from('<html><script>alert(1)</script>'), size),
};

function pad(head: Buffer, size: number) {
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

type FilePart = { data: Buffer; fileName?: string; contentType?: string; field?: string };

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(data: Buffer, options: Omit<FilePart, 'data'> = {}) {
  return multipartFiles([{ data, ...options }]);
}

/** A multipart/form-data body with these file parts, in order. */
export function multipartFiles(parts: FilePart[]) {
  return multipartBody({}, parts);
}

/** A multipart/form-data body with text fields and, optionally, one file (field `file`). */
export function multipartForm(fields: Record<string, string>, file?: FilePart) {
  return multipartBody(fields, file ? [file] : []);
}

/** The one body builder: text fields first, then the file parts, as a browser sends them. */
export function multipartBody(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----equilibrio${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...files.flatMap(
      ({
        data,
        fileName = 'file.bin',
        contentType = 'application/octet-stream',
        field = 'file',
      }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ],
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PUT of a multipart/form-data body with one file (`multipartFile`) as `user`: the raw answer. */
export function putFile(
  app: App,
  user: Pick<TestUser, 'headers'>,
  url: string,
  data: Buffer,
  options?: Omit<FilePart, 'data'>,
) {
  const { payload, headers } = multipartFile(data, options);
  return app.inject({ method: 'PUT', url, payload, headers: { ...user.headers, ...headers } });
}
