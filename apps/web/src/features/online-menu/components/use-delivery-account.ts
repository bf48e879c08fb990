import type { TDeliveryInfo, TUser } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { currentUserQuery } from '@/lib/session';
import { useAppStore } from '@/lib/store';
import { useSavedDeliveryInfo } from '../api/delivery-info';
import { EMPTY_ORDER_DRAFT, type OrderDraft } from '../state/order-slice';

/** The draft's fields a saved delivery fills, and where each comes from. */
const FILLED: readonly [keyof OrderDraft & string, keyof TDeliveryInfo][] = [
  ['name', 'name'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['city', 'city'],
  ['postcode', 'postcode'],
  ['deliveryNotes', 'notes'],
];

/** The empty fields of a draft that a saved delivery fills; none when nothing is left to fill. */
export function prefillFrom(draft: OrderDraft, saved: TDeliveryInfo): Partial<OrderDraft> {
  const fill: Record<string, string> = {};
  for (const [field, source] of FILLED) {
    const value = saved[source];
    if (typeof value === 'string' && value.trim() && !String(draft[field] ?? '').trim()) fill[field] = value;
  }
  return fill as Partial<OrderDraft>;
}

/**
 * A delivery needs the guest signed in (SPEC point 2: delivery "requires sign-in"): whether they
 * are, and once they are, their saved delivery details fill what the cart's form still lacks
 * (never over what the guest typed).
 */
export function useDeliveryAccount(slug: string, delivery: boolean) {
  const session = useQuery({ ...currentUserQuery, enabled: delivery });
  const user: TUser | null = session.data ?? null;
  const saved = useSavedDeliveryInfo(delivery && user !== null);
  const saveDraft = useAppStore((state) => state.saveOrderDraft);
  const [prefilled, setPrefilled] = useState(false);
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current || !saved.data) return;
    applied.current = true;
    const draft = { ...EMPTY_ORDER_DRAFT, ...useAppStore.getState().orderDrafts[slug] };
    const fill = prefillFrom(draft, saved.data);
    if (Object.keys(fill).length === 0) return;
    saveDraft(slug, fill);
    setPrefilled(true);
  }, [saved.data, slug, saveDraft]);

  return {
    /** Delivery is chosen and whether the guest is signed in is not known yet. */
    pending: delivery && session.isPending,
    user,
    /** Delivery is chosen and the guest has not signed in yet. */
    needsSignIn: delivery && !session.isPending && user === null,
    prefilled: delivery && prefilled,
  };
}
