import {
  type TLanguage,
  type TTranslatableKind,
  type TTranslationProgress,
  ZTranslationProgress,
} from '@guestloop/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { progressKey, recordPath, textsKey } from './keys';

/** How often the progress is read while an engine is still working. */
export const PROGRESS_POLL_MS = 1500;

/** GET /translations/{kind}/{slug}/progress?languages=: the counts per language and what is still waiting. */
export function getTranslationProgress(
  kind: TTranslatableKind,
  slug: string,
  languages: readonly TLanguage[],
  signal?: AbortSignal,
): Promise<TTranslationProgress> {
  return api.get(recordPath(kind, slug, 'progress'), {
    query: { languages: languages.join(',') },
    schema: ZTranslationProgress,
    signal,
  });
}

/** Whether an engine has nothing left to do in any of the languages. */
export const isSettled = (progress: TTranslationProgress | undefined) =>
  Boolean(progress?.languages.every((language) => language.waiting === 0));

export const translationProgressQuery = (
  kind: TTranslatableKind,
  slug: string,
  languages: readonly TLanguage[],
) =>
  queryOptions({
    queryKey: progressKey(kind, slug, languages),
    queryFn: ({ signal }) => getTranslationProgress(kind, slug, languages, signal),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : PROGRESS_POLL_MS),
  });

/** The progress of the languages, read again every moment until nothing is waiting (none asked: off). */
export function useTranslationProgress(
  kind: TTranslatableKind,
  slug: string,
  languages: readonly TLanguage[],
) {
  return useQuery({ ...translationProgressQuery(kind, slug, languages), enabled: languages.length > 0 });
}

/**
 * The progress of the languages, and their texts read again whenever an engine's answers change
 * its counts (a page showing one of them then shows the new translations).
 */
export function useFollowedProgress(kind: TTranslatableKind, slug: string, languages: readonly TLanguage[]) {
  const queryClient = useQueryClient();
  const progress = useTranslationProgress(kind, slug, languages);
  const seen = useRef<string | null>(null);
  const data = progress.data;
  useEffect(() => {
    if (!data) return;
    const counts = JSON.stringify(data.languages.map((entry) => [entry.language, entry.counts]));
    if (seen.current !== null && seen.current !== counts)
      for (const entry of data.languages)
        void queryClient.invalidateQueries({ queryKey: textsKey(kind, slug, entry.language) });
    seen.current = counts;
  }, [data, queryClient, kind, slug]);
  return progress;
}
