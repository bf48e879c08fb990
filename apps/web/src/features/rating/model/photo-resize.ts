import { RATING_IMAGE_MAX_BYTES } from '@guestloop/contracts';

/** A phone's photo is sent at most this wide or high: enough to see the problem, small to send. */
export const PHOTO_MAX_SIDE = 1600;
/** Each try that comes out too heavy as PNG is made this much smaller. */
const SHRINK = 0.8;
const MIN_SIDE = 320;

/** The size that fits within `maxSide` keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest === 0) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The longest sides to try, largest first, until the PNG is light enough. */
export function sidesToTry(width: number, height: number, maxSide = PHOTO_MAX_SIDE): number[] {
  const sides: number[] = [];
  let side = Math.min(maxSide, Math.max(width, height));
  while (side >= MIN_SIDE) {
    sides.push(Math.round(side));
    side *= SHRINK;
  }
  return sides.length > 0 ? sides : [Math.max(width, height)];
}

export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** The picture decoded upright (phones store the turn in EXIF; createImageBitmap applies it). */
async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/**
 * A picked photo as the API takes it: PNG, its longest side at most PHOTO_MAX_SIDE, made smaller
 * until it weighs less than RATING_IMAGE_MAX_BYTES. Rejects a file that is not a picture.
 */
export async function photoToPng(file: Blob, maxBytes = RATING_IMAGE_MAX_BYTES): Promise<PreparedPhoto> {
  const { source, width, height } = await decode(file);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  let last: PreparedPhoto | undefined;
  for (const side of sidesToTry(width, height)) {
    const size = fitWithin(width, height, side);
    canvas.width = size.width;
    canvas.height = size.height;
    context.drawImage(source, 0, 0, size.width, size.height);
    last = { blob: await toPng(canvas), ...size };
    if (last.blob.size <= maxBytes) break;
  }
  if ('close' in source && typeof source.close === 'function') source.close();
  if (!last) throw new Error('Nothing to encode');
  return last;
}
