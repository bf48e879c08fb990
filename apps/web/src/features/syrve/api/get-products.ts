import { type TSyrveProducts, ZSyrveProducts } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKey, syrveApiPath } from './keys';

/** GET /syrve/{slug}/products: the POS's products matching `q`, and the menu's items with their links. */
export function getProducts(
  menuSlug: string,
  q: string,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<TSyrveProducts> {
  return api.get(`${syrveApiPath(menuSlug)}/products`, {
    query: { q: q || undefined, refresh: options.refresh ? 'true' : undefined },
    schema: ZSyrveProducts,
    signal: options.signal,
  });
}

export const productsQuery = (menuSlug: string, q: string) =>
  queryOptions({
    queryKey: productsKey(menuSlug, q),
    queryFn: ({ signal }) => getProducts(menuSlug, q, { signal }),
  });

/** The mapping; while a new search runs, the last answer stays on screen. */
export function useProducts(menuSlug: string, q: string) {
  return useQuery({ ...productsQuery(menuSlug, q), placeholderData: keepPreviousData });
}

/** Fetches the products from Syrve now (the "Refresh from Syrve" button). */
export function useRefreshProducts(menuSlug: string, q: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getProducts(menuSlug, q, { refresh: true }),
    onSuccess: (data) => queryClient.setQueryData(productsKey(menuSlug, q), data),
  });
}
