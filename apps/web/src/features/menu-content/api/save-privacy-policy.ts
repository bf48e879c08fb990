import {
  type TCreatePrivacyPolicyBody,
  type TPrivacyPolicy,
  type TUpdatePrivacyPolicyBody,
  ZPrivacyPolicy,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLICIES_KEY } from './keys';

export type SavePrivacyPolicyInput =
  | { slug: null; body: TCreatePrivacyPolicyBody }
  | { slug: string; body: TUpdatePrivacyPolicyBody };

/** POST /manager/privacy-policy/create, or POST /manager/privacy-policy/{slug} to change one. */
export function savePrivacyPolicy({ slug, body }: SavePrivacyPolicyInput): Promise<TPrivacyPolicy> {
  const path =
    slug === null ? '/manager/privacy-policy/create' : `/manager/privacy-policy/${encodeURIComponent(slug)}`;
  return api.post(path, body, { schema: ZPrivacyPolicy });
}

export function useSavePrivacyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacyPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY }),
  });
}
