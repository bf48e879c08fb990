import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * Where a provider's checkout sends the guest: most answer a page to open (`redirectUrl`); a
 * provider that takes a posted form (myPOS) answers the form's target and fields instead.
 */
export type CheckoutStart =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; method: 'POST' | 'GET'; fields: Record<string, string> };

const ZCheckoutAnswer = z.union([
  z.object({ redirectUrl: z.string().min(1) }).transform(
    (a): CheckoutStart => ({
      kind: 'redirect',
      url: a.redirectUrl,
    }),
  ),
  z
    .object({
      form: z.object({
        action: z.string().min(1),
        method: z.enum(['POST', 'GET', 'post', 'get']).default('POST'),
        fields: z.record(z.string(), z.string()),
      }),
    })
    .transform(
      ({ form }): CheckoutStart => ({
        kind: 'form',
        action: form.action,
        method: form.method.toUpperCase() as 'POST' | 'GET',
        fields: form.fields,
      }),
    ),
]);

/**
 * POST `checkoutPath` {orderSlug}: starts paying the order with one provider. Quiet (SPEC
 * point 8): false when the payment did not start, whatever the reason.
 */
export function startCheckout(checkoutPath: string, orderSlug: string): Promise<CheckoutStart | false> {
  return api.post(
    checkoutPath,
    { orderSlug },
    { schema: ZCheckoutAnswer as z.ZodType<CheckoutStart>, quiet: true },
  );
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ checkoutPath, orderSlug }: { checkoutPath: string; orderSlug: string }) =>
      startCheckout(checkoutPath, orderSlug),
  });
}
