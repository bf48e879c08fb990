import * as z from './zod';

/**
 * Uploaded images (SPEC point 3 "Uploaded image", point 7 "Files"): POST /image/upload and
 * /public-image/upload (multipart fields `file` and `originalName`), GET /images, DELETE /image/{id}.
 */

/** The folders a company's images are kept in. `public` holds images shown on public pages. */
export const IMAGE_BUCKETS = ['images', 'public', 'menus', 'qr-info', 'surveys', 'logos'] as const;
export const ZImageBucket = z.enum(IMAGE_BUCKETS);
export type TImageBucket = z.infer<typeof ZImageBucket>;
/** Where POST /image/upload puts an image when no `bucket` field is sent. */
export const DEFAULT_IMAGE_BUCKET: TImageBucket = 'images';
/** The bucket of POST /public-image/upload. */
export const PUBLIC_IMAGE_BUCKET: TImageBucket = 'public';

/** The multipart field that carries the file. */
export const IMAGE_FILE_FIELD = 'file';
/** Largest accepted image file: 10 MB (413 PAYLOAD_TOO_LARGE above). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted types, recognised by content (never by name): SVG is stored sanitised. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export const ZImageContentType = z.enum(IMAGE_TYPES);
/** Widths of the WebP copies made of a raster image (never wider than the image itself). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
/** The main WebP (`src`) fits inside this many pixels a side. */
export const IMAGE_MAX_DIMENSION = 2560;

/** The text fields sent beside the file. `originalName` falls back to the file's own name. */
export const ZUploadImageBody = z.object({
  originalName: z
    .string()
    .trim()
    .max(255)
    .transform((v) => v || undefined)
    .optional(),
  bucket: ZImageBucket.optional(),
});
export type TUploadImageBody = z.infer<typeof ZUploadImageBody>;

/** An uploaded image: SPEC point 3 (id, bucket, originalName, src, createdAt) plus sizes and copies. */
export const ZUploadedImage = z.object({
  id: z.uuid(),
  bucket: ZImageBucket,
  originalName: z.string(),
  /** Public URL of the main WebP (raster images) or of the sanitised SVG. */
  src: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Width in pixels → public URL of a WebP that wide (includes the main one); empty for SVG. */
  variants: z.record(z.string(), z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The type found in the content, e.g. a PNG named `.jpg` is `image/png`. */
  contentType: ZImageContentType,
  /** Bytes of the stored original. */
  size: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

export const ZImagesQuery = z.object({
  /** Part of the original name, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  bucket: ZImageBucket.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type TImagesQuery = z.infer<typeof ZImagesQuery>;

/** A page of images, newest first, and how many match in all. */
export const ZImageList = z.object({ items: z.array(ZUploadedImage), total: z.number().int() });
export type TImageList = z.infer<typeof ZImageList>;

export const ZImageParams = z.object({ id: z.uuid() });
export type TImageParams = z.infer<typeof ZImageParams>;

/** GET /uploads/{key}: a stored file's key (local-disk storage), the rest of the path. */
export const ZUploadParams = z.object({ '*': z.string().max(400) });
