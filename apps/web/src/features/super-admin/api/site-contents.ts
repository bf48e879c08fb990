import { type TSaveSiteContentBody, type TSiteContentType, ZSiteContentList } from '@guestloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contentsKey = (type: TSiteContentType) => ['super-admin', 'contents', type] as const;

/** GET /super-admin/{type}/contents: the type's text in each language that has one. */
export const useSiteContents = (type: TSiteContentType) =>
  useQuery({
    queryKey: contentsKey(type),
    queryFn: () => api.get(`/super-admin/${type}/contents`, { schema: ZSiteContentList }),
  });

/** POST /super-admin/content: saves one language's text (empty removes it). */
export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveSiteContentBody) =>
      api.post('/super-admin/content', body, { schema: ZSiteContentList }),
    onSuccess: (list, body) => queryClient.setQueryData(contentsKey(body.type), list),
  });
}
