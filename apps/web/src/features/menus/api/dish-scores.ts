import { type TDishScores, ZDishScores } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENUS_KEY } from '@/entities/menus';
import { api } from '@/lib/api-client';

/** Apart from the menu's own key: editing an item does not change what guests gave it. */
export const dishScoresKey = (slug: string) => [...MENUS_KEY, 'dish-scores', slug] as const;

/** GET /online-menu/edit/{slug}/dish-scores: each dish's average score from guests' ratings. */
export function getDishScores(slug: string, signal?: AbortSignal): Promise<TDishScores> {
  return api.get(`/online-menu/edit/${encodeURIComponent(slug)}/dish-scores`, {
    schema: ZDishScores,
    signal,
  });
}

export const dishScoresQuery = (slug: string) =>
  queryOptions({ queryKey: dishScoresKey(slug), queryFn: ({ signal }) => getDishScores(slug, signal) });

/** One dish's average and count, or undefined while unknown or when guests have not scored it. */
export function useDishScore(slug: string, itemId: string) {
  return useQuery({
    ...dishScoresQuery(slug),
    // The scores are an extra beside the editor: no retries, and a failure shows nothing.
    retry: false,
    select: (scores) => scores.items.find((score) => score.itemId === itemId),
  }).data;
}
