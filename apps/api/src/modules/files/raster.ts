import { IMAGE_MAX_DIMENSION, IMAGE_VARIANT_WIDTHS } from '@guestloop/contracts';
import { openRaster, type RasterImageType, readable } from '../../lib/images';

export interface EncodedFile {
  bytes: Buffer;
  ext: string;
  contentType: string;
}

export interface ProcessedRaster {
  /** The upload re-encoded in its own format: upright, no metadata. */
  original: EncodedFile;
  /** The whole picture as WebP, at most IMAGE_MAX_DIMENSION a side (`src`). */
  main: EncodedFile & { width: number };
  /** Narrower WebP copies, only those narrower than the main one (never upscaled). */
  variants: (EncodedFile & { width: number })[];
  width: number;
  height: number;
}

const EXT: Record<RasterImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const WEBP = { quality: 82, effort: 4 } as const;

/**
 * Everything kept of a PNG, JPEG, WebP or GIF: the original re-encoded (so nothing but pixels
 * survives: no EXIF, no trailing bytes, no polyglot payload), the main WebP and its narrower
 * copies. Animated GIF and WebP keep their frames. Unreadable content → 400 UNSUPPORTED_MEDIA_TYPE.
 */
export async function processRaster(bytes: Buffer, type: RasterImageType): Promise<ProcessedRaster> {
  const animated = type === 'image/gif' || type === 'image/webp';
  const open = () => openRaster(bytes, { animated });

  const original = await readable(async () => {
    const pipeline = open();
    if (type === 'image/png') pipeline.png({ compressionLevel: 9 });
    else if (type === 'image/jpeg') pipeline.jpeg({ quality: 90, mozjpeg: true });
    else if (type === 'image/webp') pipeline.webp({ quality: 90 });
    else pipeline.gif();
    return pipeline.toBuffer({ resolveWithObject: true });
  });
  const width = original.info.width;
  const height = original.info.pageHeight ?? original.info.height;

  const main = await readable(() =>
    open()
      .resize(IMAGE_MAX_DIMENSION, IMAGE_MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true }),
  );
  const variants = await Promise.all(
    IMAGE_VARIANT_WIDTHS.filter((w) => w < main.info.width).map(async (w) => ({
      width: w,
      bytes: await readable(() => open().resize({ width: w }).webp(WEBP).toBuffer()),
      ext: 'webp',
      contentType: 'image/webp',
    })),
  );

  return {
    original: { bytes: original.data, ext: EXT[type], contentType: type },
    main: { bytes: main.data, ext: 'webp', contentType: 'image/webp', width: main.info.width },
    variants,
    width,
    height,
  };
}
