import {
  isLanguage,
  type TLanguage,
  TRANSLATE_MULTIPLE_MAX,
  type TTranslated,
  ZTranslated,
  ZTranslatedList,
} from '@guestloop/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REVIEWS_KEY } from './keys';

/** A guest's comment to show in the reader's language. */
export interface CommentToTranslate {
  text: string;
  /** The language the comment is written in (as its reading found it, else its page's). */
  from: string;
}

/** One comment's translation into a language, shared by the list and the review that opens from it. */
export const commentTranslationKey = (from: string, to: TLanguage, text: string) =>
  [...REVIEWS_KEY, 'translation', from, to, text] as const;

/** Whether a comment is in another language than the reader's. */
export function needsTranslation(
  comment: CommentToTranslate | null,
  to: string,
): comment is CommentToTranslate {
  return (
    comment !== null &&
    comment.text.trim() !== '' &&
    isLanguage(comment.from) &&
    isLanguage(to) &&
    comment.from !== to
  );
}

/** POST /translate/multiple, a hundred at a time; each answer is kept under its comment's key too. */
async function translateAll(
  client: QueryClient,
  comments: CommentToTranslate[],
  to: TLanguage,
  signal: AbortSignal,
): Promise<TTranslated[]> {
  const answers: TTranslated[] = [];
  for (let at = 0; at < comments.length; at += TRANSLATE_MULTIPLE_MAX) {
    const part = comments.slice(at, at + TRANSLATE_MULTIPLE_MAX);
    const body = part.map(({ text, from }) => ({ text, from, to }));
    answers.push(...(await api.post('/translate/multiple', body, { schema: ZTranslatedList, signal })));
  }
  comments.forEach(({ text, from }, index) => {
    const answer = answers[index];
    if (answer) client.setQueryData(commentTranslationKey(from, to, text), answer);
  });
  return answers;
}

/**
 * The translations of a page's comments into the reader's language, asked for in one call once the
 * list is on screen (the list never waits for them): by comment text, `undefined` until they come
 * or when the call fails (the comment then shows as written).
 */
export function useCommentTranslations(comments: (CommentToTranslate | null)[], to: string) {
  const client = useQueryClient();
  const target = isLanguage(to) ? to : null;
  const wanted = comments.filter(
    (comment) => target && needsTranslation(comment, target),
  ) as CommentToTranslate[];
  const unique = [...new Map(wanted.map((c) => [`${c.from}\u0000${c.text}`, c])).values()];
  const query = useQuery({
    queryKey: [...REVIEWS_KEY, 'translations', target, unique.map((c) => [c.from, c.text])],
    queryFn: ({ signal }) => translateAll(client, unique, target as TLanguage, signal),
    enabled: target !== null && unique.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (comment: CommentToTranslate | null): TTranslated | undefined => {
    if (!target || !needsTranslation(comment, target)) return undefined;
    const index = unique.findIndex((c) => c.from === comment.from && c.text === comment.text);
    return query.data?.[index];
  };
}

/** One comment in the reader's language: from the list's call when it made it, else POST /translate. */
export const commentTranslationQuery = (comment: CommentToTranslate, to: TLanguage) =>
  queryOptions({
    queryKey: commentTranslationKey(comment.from, to, comment.text),
    queryFn: ({ signal }) =>
      api.post('/translate', { text: comment.text, from: comment.from, to }, { schema: ZTranslated, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useCommentTranslation(comment: CommentToTranslate | null, to: string) {
  const target = isLanguage(to) ? to : 'en';
  const wanted = needsTranslation(comment, to);
  return useQuery({
    ...commentTranslationQuery(comment ?? { text: '', from: target }, target),
    enabled: wanted,
  });
}
