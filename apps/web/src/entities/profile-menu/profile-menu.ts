import { type TProfileMenu, type TProfileMenuSectionId, ZOk, ZProfileMenu } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /profile/menu: the console's sections for this user, each with what waits there. */
export const PROFILE_MENU_KEY = ['profile-menu'] as const;

export function getProfileMenu(signal?: AbortSignal): Promise<TProfileMenu> {
  return api.get('/profile/menu', { schema: ZProfileMenu, signal });
}

export const profileMenuQuery = queryOptions({
  queryKey: PROFILE_MENU_KEY,
  queryFn: ({ signal }) => getProfileMenu(signal),
});

export function useProfileMenu({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileMenuQuery, enabled });
}

/** A section's count of new things (0 while unknown). */
export function useSectionCount(id: TProfileMenuSectionId, { enabled = true }: { enabled?: boolean } = {}) {
  return useProfileMenu({ enabled }).data?.items.find((item) => item.id === id)?.notifyCount ?? 0;
}

/** POST /profile/menu/seen: the user is looking at a section; its count starts again from now. */
export function useMarkSectionSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: TProfileMenuSectionId) => api.post('/profile/menu/seen', { id }, { schema: ZOk }),
    onMutate: (id) => {
      queryClient.setQueryData<TProfileMenu>(PROFILE_MENU_KEY, (menu) =>
        menu
          ? { items: menu.items.map((item) => (item.id === id ? { ...item, notifyCount: 0 } : item)) }
          : menu,
      );
    },
  });
}
