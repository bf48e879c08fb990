import { type TPrivacyPolicyList, ZPrivacyPolicyList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLICIES_KEY } from './keys';

/** GET /manager/privacy-policy/list: the company's privacy policies. */
export function listPrivacyPolicies(signal?: AbortSignal): Promise<TPrivacyPolicyList> {
  return api.get('/manager/privacy-policy/list', { schema: ZPrivacyPolicyList, signal });
}

export const privacyPoliciesQuery = queryOptions({
  queryKey: POLICIES_KEY,
  queryFn: ({ signal }) => listPrivacyPolicies(signal),
});

export function usePrivacyPolicies() {
  return useQuery(privacyPoliciesQuery);
}
