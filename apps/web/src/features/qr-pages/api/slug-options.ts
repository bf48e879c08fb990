import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { QR_PAGES_KEY } from './keys';

export interface SlugOption {
  slug: string;
  title: string;
}

interface Listed {
  items: { slug: string; title: string }[];
}

/**
 * GET /surveys, for the survey-form block's choice: only slugs and titles. Someone without the
 * surveys permission gets an empty list (the block then takes a typed address).
 */
export async function listSurveyOptions(signal?: AbortSignal): Promise<SlugOption[]> {
  try {
    const list = await api.get<Listed>('/surveys', { signal });
    return (list.items ?? []).map(({ slug, title }) => ({ slug, title }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
}

export const surveyOptionsQuery = queryOptions({
  queryKey: [...QR_PAGES_KEY, 'survey-options'],
  queryFn: ({ signal }) => listSurveyOptions(signal),
  staleTime: 60_000,
});

export function useSurveyOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...surveyOptionsQuery, enabled });
}
