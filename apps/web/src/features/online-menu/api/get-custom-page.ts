import { type TPublicMenuPageBody, ZPublicMenuPage } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A menu's custom page; a POST by the spec, but it only reads, so it is used as a query. */
export function getCustomPage(body: TPublicMenuPageBody, signal?: AbortSignal) {
  return api.post('/customer/online-menu/page', body, { schema: ZPublicMenuPage, signal });
}

export const customPageQuery = (body: TPublicMenuPageBody) =>
  queryOptions({
    queryKey: ['online-menu', 'page', body.entity_slug, body.page_slug],
    queryFn: ({ signal }) => getCustomPage(body, signal),
  });

export function useCustomPage(menuSlug: string, pageSlug: string) {
  return useQuery(customPageQuery({ entity_slug: menuSlug, page_slug: pageSlug }));
}
