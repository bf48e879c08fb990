import {
  type TSyrveConnectBody,
  type TSyrveCreateBody,
  type TSyrveDisconnectBody,
  type TSyrveLinkAnswer,
  ZSyrveLinkAnswer,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENUS_KEY } from '@/entities/menus';
import { api } from '@/lib/api-client';
import { menuProductsKey, syrveApiPath } from './keys';

/** POST /syrve/{slug}/connect: the item takes the product. */
export function connectProduct(menuSlug: string, body: TSyrveConnectBody): Promise<TSyrveLinkAnswer> {
  return api.post(`${syrveApiPath(menuSlug)}/connect`, body, { schema: ZSyrveLinkAnswer });
}

/** POST /syrve/{slug}/disconnect. */
export function disconnectProduct(menuSlug: string, body: TSyrveDisconnectBody): Promise<TSyrveLinkAnswer> {
  return api.post(`${syrveApiPath(menuSlug)}/disconnect`, body, { schema: ZSyrveLinkAnswer });
}

/** POST /syrve/{slug}/create: a new item from the product, linked to it. */
export function createFromProduct(menuSlug: string, body: TSyrveCreateBody): Promise<TSyrveLinkAnswer> {
  return api.post(`${syrveApiPath(menuSlug)}/create`, body, { schema: ZSyrveLinkAnswer });
}

/** Every change reads the mapping again; a new item or a sold-out change also changes the menu. */
function useMappingChange<B>(
  menuSlug: string,
  call: (menuSlug: string, body: B) => Promise<TSyrveLinkAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call(menuSlug, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuProductsKey(menuSlug) }),
        queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
      ]);
    },
  });
}

export const useConnectProduct = (menuSlug: string) => useMappingChange(menuSlug, connectProduct);
export const useDisconnectProduct = (menuSlug: string) => useMappingChange(menuSlug, disconnectProduct);
export const useCreateFromProduct = (menuSlug: string) => useMappingChange(menuSlug, createFromProduct);
