import type {
  TLanguage,
  TTranslatableKind,
  TTranslationCorrectionBody,
  TTranslations,
  TTranslationText,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKey, textsKey } from './keys';

/** POST /translation/correction: a staff translation of a text (empty: forget it, the engine's comes back). */
export function saveCorrection(body: TTranslationCorrectionBody): Promise<void> {
  return api.post<void>('/translation/correction', body);
}

/** The texts with every row of the same source shown as corrected (or as missing, when cleared). */
export function withCorrection(data: TTranslations, source: string, text: string): TTranslations {
  const changed = (row: TTranslationText): TTranslationText =>
    row.source.trim() !== source.trim()
      ? row
      : text.trim()
        ? { ...row, text: text.trim(), state: 'human' }
        : { ...row, text: row.source, state: 'missing' };
  const texts = data.texts.map(changed);
  const counts = { human: 0, machine: 0, missing: 0 };
  for (const row of texts) counts[row.state]++;
  return { ...data, texts, counts };
}

/**
 * Saves a correction of one text of the record in `to`. The same text elsewhere in the record
 * changes with it (the memory keeps one translation per text); a cleared one waits for the engine,
 * so the language's progress is read again.
 */
export function useSaveCorrection(kind: TTranslatableKind, slug: string, from: TLanguage, to: TLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, text }: { source: string; text: string }) =>
      saveCorrection({ source, from, to, text }),
    onSuccess: (_answer, { source, text }) => {
      queryClient.setQueryData<TTranslations>(textsKey(kind, slug, to), (data) =>
        data ? withCorrection(data, source, text) : data,
      );
      if (!text.trim()) void queryClient.invalidateQueries({ queryKey: progressKey(kind, slug, [to]) });
    },
  });
}
