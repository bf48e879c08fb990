import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface MultipartPart {
  name: string;
  value: string | { filename: string; contentType: string; bytes: Buffer };
}

/** A multipart/form-data body with any text fields and files, in the order given. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gl${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (typeof part.value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\n` +
            `Content-Type: ${part.value.contentType}\r\n\r\n`,
        ),
        part.value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadOptions {
  url?: string;
  filename?: string;
  contentType?: string;
  /** Text fields sent after the file (the API reads them in any order). */
  fields?: Record<string, string>;
  fileField?: string;
}

/** POSTs one file (and fields) to an upload route, as the signed-in user of `cookie`. */
export function uploadImage(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
  options: UploadOptions = {},
) {
  const { payload, headers } = multipartBody([
    {
      name: options.fileField ?? 'file',
      value: {
        filename: options.filename ?? 'picture.png',
        contentType: options.contentType ?? 'image/png',
        bytes,
      },
    },
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1${options.url ?? '/image/upload'}`,
    headers: { ...headers, cookie },
    payload,
  });
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** Real images of each raster type, made with sharp. */
export const makeImage = {
  png: (width = 1500, height = 1000) => canvas(width, height).png().toBuffer(),
  jpeg: (width = 1500, height = 1000) => canvas(width, height).jpeg().toBuffer(),
  webp: (width = 1500, height = 1000) => canvas(width, height).webp().toBuffer(),
  gif: (width = 1500, height = 1000) => canvas(width, height).gif().toBuffer(),
};
