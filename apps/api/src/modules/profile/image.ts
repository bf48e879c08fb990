import { PROFILE_IMAGE_SIZE } from '@guestloop/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type by its first bytes (never by the name or the declared type), or null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
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

const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/**
 * A square WebP of the picture, cropped to its centre, turned upright by its EXIF orientation and
 * stripped of metadata. Anything that is not a readable PNG, JPEG, WebP or GIF is refused (415).
 */
export async function toProfileWebp(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw unsupported('Upload a PNG, JPEG, WebP or GIF image');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported('The image could not be read');
  }
}
