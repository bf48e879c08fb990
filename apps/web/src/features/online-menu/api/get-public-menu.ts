import { type TLanguage, ZPublicMenu } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { noteServedFresh } from '@/lib/service-worker';
import { prerenderedMenu } from './prerendered-menu';

/** The public menu with its texts in `language` (the server translates them, SPEC point 4). */
export function getPublicMenu(slug: string, language: TLanguage, signal?: AbortSignal) {
  // The service worker says so again if this answer comes from its saved copy.
  noteServedFresh(slug);
  return api.get(`/online-menu/public/${encodeURIComponent(slug)}`, {
    schema: ZPublicMenu,
    signal,
    headers: { Language: language },
  });
}

/** Every language's copy of a menu (to read it again after the venue changed something). */
export const publicMenuKey = (slug: string) => ['online-menu', 'public', slug] as const;

export const publicMenuQuery = (slug: string, language: TLanguage) =>
  queryOptions({
    queryKey: [...publicMenuKey(slug), language],
    queryFn: ({ signal }) => getPublicMenu(slug, language, signal),
    // The answer is revalidated by ETag; one load per screen visit is plenty.
    staleTime: 60_000,
    // A pre-rendered page carries the menu the server read for it: as fresh as a fetch made now,
    // so it is revalidated like one (after staleTime).
    initialData: () => prerenderedMenu(slug, language),
  });

/** The menu in the UI language; while another language loads, the same menu stays on screen. */
export function usePublicMenu(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    ...publicMenuQuery(slug, currentLanguage(i18n.language)),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
