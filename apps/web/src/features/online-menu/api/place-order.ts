import { type TCreateOrderBody, type TOrder, ZCustomer, ZOrder } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { orderQuery } from './get-order';

/** This device's guest identity (a cookie); made on first use, the same one after that. */
export function ensureCustomer(menuSlug: string) {
  return api.post(`/customer/create/online-menu/${encodeURIComponent(menuSlug)}`, undefined, {
    schema: ZCustomer,
  });
}

/** The guest's name and phone, so the venue can call about a pickup or delivery. */
export function saveCustomerContact(contact: { name: string; phone: string }) {
  return api.put(
    '/customer',
    { name: contact.name.trim(), phone: contact.phone.trim() },
    { schema: ZCustomer },
  );
}

export function createOrder(body: TCreateOrderBody): Promise<TOrder> {
  return api.post('/order/create', body, { schema: ZOrder });
}

export interface PlaceOrderInput {
  body: TCreateOrderBody;
  contact: { name: string; phone: string } | null;
}

/**
 * POST /order/create with the guest's identity in place. A 401 (the cookie was lost) makes a new
 * identity once and tries again with the same idempotency key.
 */
export async function placeOrder({ body, contact }: PlaceOrderInput): Promise<TOrder> {
  await ensureCustomer(body.menuSlug);
  if (contact) await saveCustomerContact(contact);
  try {
    return await createOrder(body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await ensureCustomer(body.menuSlug);
    return createOrder(body);
  }
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => queryClient.setQueryData(orderQuery(order.slug).queryKey, order),
  });
}
