import {
  type TLanguage,
  type TTranslatableKind,
  type TTranslationProgress,
  ZTranslationProgress,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKey, recordPath, textsOfRecordKey } from './keys';

/** POST /translations/{kind}/{slug}/translate: asks an engine for every missing text in the languages. */
export function translateContent(
  kind: TTranslatableKind,
  slug: string,
  languages: readonly TLanguage[],
): Promise<TTranslationProgress> {
  return api.post(recordPath(kind, slug, 'translate'), { languages }, { schema: ZTranslationProgress });
}

/** The answer starts the progress of those languages (read again until done); the texts are read again. */
export function useTranslateContent(kind: TTranslatableKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languages: readonly TLanguage[]) => translateContent(kind, slug, languages),
    onSuccess: (progress, languages) => {
      queryClient.setQueryData(progressKey(kind, slug, languages), progress);
      void queryClient.invalidateQueries({ queryKey: textsOfRecordKey(kind, slug) });
    },
  });
}
