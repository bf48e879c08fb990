import { type TImageBucket, type TImageList, type TUploadedImage, ZImageList } from '@guestloop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The company's media library (GET /images), shared by the media section and the ImagePicker so
 * that an upload or a deletion in one refreshes the other: every list lives under IMAGES_KEY.
 */
export const IMAGES_KEY = ['images'] as const;
export const IMAGES_PAGE_SIZE = 24;

export interface ImagesFilter {
  search?: string;
  bucket?: TImageBucket;
}

export function fetchImages(
  filter: ImagesFilter & { page?: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<TImageList> {
  return api.get('/images', {
    query: {
      search: filter.search?.trim() || undefined,
      bucket: filter.bucket,
      page: filter.page ?? 1,
      pageSize: filter.pageSize ?? IMAGES_PAGE_SIZE,
    },
    schema: ZImageList,
    signal,
  });
}

/** One page of the library (for paged lists such as the picker's dialog). */
export function imagesPageQuery(filter: ImagesFilter, page: number, pageSize = IMAGES_PAGE_SIZE) {
  const search = filter.search?.trim() || undefined;
  return queryOptions({
    queryKey: [...IMAGES_KEY, 'page', { search, bucket: filter.bucket, page, pageSize }],
    queryFn: ({ signal }) => fetchImages({ ...filter, page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The smallest copy at least `width` pixels wide (else the largest), for thumbnails. */
export function imageThumbnail(image: Pick<TUploadedImage, 'src' | 'variants'>, width = 320): string {
  const sizes = Object.keys(image.variants)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (sizes.length === 0) return image.src;
  const fit = sizes.find((size) => size >= width) ?? sizes[sizes.length - 1];
  return image.variants[String(fit)] ?? image.src;
}
