import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './errors';

/**
 * What every image upload shares (profile picture, media library): reading the multipart body
 * within a size limit, recognising the type by content, opening it with safe limits.
 */

export type RasterImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** Largest picture sharp may decode (width × height, all frames): guards against pixel bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Room for the multipart framing and the text fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The raster type by its first bytes (never by the name or the declared type), or null. */
export function sniffImageType(bytes: Buffer): RasterImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * A file whose content is not an image we take. 400 (the file is bad input, like any other bad
 * field) with the wire code UNSUPPORTED_MEDIA_TYPE; 415 stays for a request that is not multipart.
 */
export const unsupportedImage = (message = 'Upload a PNG, JPEG, WebP or GIF image') =>
  new AppError(400, 'UNSUPPORTED_MEDIA_TYPE', message);

export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller file.`,
  );

/**
 * A sharp pipeline over a raster image, turned upright by its EXIF orientation. Output keeps no
 * metadata (sharp's default). With `animated`, GIF and WebP keep all their frames (else the first).
 */
export function openRaster(bytes: Buffer, options: { animated?: boolean } = {}): Sharp {
  return sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    animated: options.animated ?? false,
  }).rotate();
}

/** Runs a sharp step, turning a decoding failure into "the image could not be read". */
export async function readable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch {
    throw unsupportedImage('The image could not be read');
  }
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent with the file (may be empty). */
  filename: string;
}

export interface ReadUploadOptions {
  /** The multipart field carrying the file. */
  fileField: string;
  maxBytes: number;
  /** Text fields accepted beside the file (others are ignored). */
  maxFields?: number;
}

/**
 * Reads a multipart upload: one file (at most `maxBytes`, refused from the declared length when it
 * is already too long, and otherwise cut off by the parser at the limit, never buffered whole)
 * and short text fields, in any order. A missing file is 400 VALIDATION_FAILED at `body.<field>`.
 */
export async function readUpload(
  request: FastifyRequest,
  options: ReadUploadOptions,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw fileTooLarge(options.maxBytes);
  }
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  const limits = { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 10, fieldSize: 4096 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === options.fileField) file = { bytes, filename: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) {
          throw new AppError(400, 'VALIDATION_FAILED', 'A field is too long', [
            { path: `body.${part.fieldname}`, code: 'too_big', message: 'Too long' },
          ]);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(options.maxBytes);
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // busboy's own failures (cut-off or malformed bodies): the input is at fault.
    throw new AppError(400, 'VALIDATION_FAILED', 'The upload could not be read', [
      { path: 'body', code: 'invalid', message: 'The multipart body is malformed or cut off' },
    ]);
  }
  if (!file) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Choose a file to upload', [
      { path: `body.${options.fileField}`, code: 'required', message: 'A file is required' },
    ]);
  }
  return { file, fields };
}
