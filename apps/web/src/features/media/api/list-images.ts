import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchImages, IMAGES_KEY, IMAGES_PAGE_SIZE, type ImagesFilter } from '@/lib/images';

/** GET /images, page after page (newest first) for the library's grid. */
export function imagesInfiniteQuery(filter: ImagesFilter) {
  const search = filter.search?.trim() || undefined;
  return {
    queryKey: [...IMAGES_KEY, 'infinite', { search, bucket: filter.bucket }] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchImages({ search, bucket: filter.bucket, page: pageParam, pageSize: IMAGES_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: { total: number }, pages: { items: unknown[] }[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.total > 0 ? pages.length + 1 : undefined;
    },
  };
}

export function useImages(filter: ImagesFilter) {
  return useInfiniteQuery(imagesInfiniteQuery(filter));
}
