import {
  type TLanguage,
  type TTranslatableKind,
  type TTranslations,
  ZTranslations,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordPath, textsKey } from './keys';

/** GET /translations/{kind}/{slug}?to=: the record's texts beside their translations into `to`. */
export function getTranslations(
  kind: TTranslatableKind,
  slug: string,
  to: TLanguage,
  signal?: AbortSignal,
): Promise<TTranslations> {
  return api.get(recordPath(kind, slug), { query: { to }, schema: ZTranslations, signal });
}

export const translationsQuery = (kind: TTranslatableKind, slug: string, to: TLanguage) =>
  queryOptions({
    queryKey: textsKey(kind, slug, to),
    queryFn: ({ signal }) => getTranslations(kind, slug, to, signal),
  });

/** The texts in `to`; while another language loads, the last one stays on screen. */
export function useTranslations(kind: TTranslatableKind, slug: string, to: TLanguage | null) {
  return useQuery({
    ...translationsQuery(kind, slug, to ?? 'en'),
    enabled: to !== null,
    placeholderData: keepPreviousData,
  });
}
