import { PROFILE_IMAGE_SIZE } from '@guestloop/contracts';
import { openRaster, readable, sniffImageType, unsupportedImage } from '../../lib/images';

/**
 * A square WebP of the picture, cropped to its centre, turned upright by its EXIF orientation and
 * stripped of metadata. Anything that is not a readable PNG, JPEG, WebP or GIF is refused
 * (400 UNSUPPORTED_MEDIA_TYPE); an animated picture keeps its first frame.
 */
export async function toProfileWebp(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw unsupportedImage();
  return readable(() =>
    openRaster(bytes)
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
