import { type TOrderConflict, ZOrderConflict } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useAppStore } from '@/lib/store';
import { publicMenuQuery } from '../api/get-public-menu';
import { usePlaceOrder } from '../api/place-order';
import { indexItems } from '../model/menu-index';
import {
  availableModes,
  chosenMode,
  contactProblems,
  newIdempotencyKey,
  orderBody,
  orderFingerprint,
  type PriceChange,
  priceChange,
} from '../model/order-draft';
import { orderPaths } from '../model/order-paths';
import type { CartLine } from '../state/cart-slice';
import { EMPTY_ORDER_DRAFT, type OrderDraft } from '../state/order-slice';
import { useMenu } from './menu-context';
import { useCart } from './use-cart';

type Unavailable = Extract<TOrderConflict, { reason: 'items-unavailable' }>['lines'][number]['why'];
/** Why a cart line could not be ordered, by line key. */
export type LineProblems = Record<string, Unavailable | 'changed'>;

export type PlaceProblem =
  | { kind: 'menu-inactive' }
  | { kind: 'lines' }
  | { kind: 'network' }
  | { kind: 'other'; error: unknown };

/** The cart's lines with their prices, to tell whether the guest saw these very prices. */
const priceSignature = (lines: readonly CartLine[]) =>
  JSON.stringify(lines.map((line) => [line.key, line.quantity, line.unitPrice]));

function problemsOf(
  error: unknown,
  lines: readonly CartLine[],
): { lines: LineProblems; problem: PlaceProblem } {
  if (!(error instanceof ApiError)) return { lines: {}, problem: { kind: 'other', error } };
  if (error.code === 'NETWORK') return { lines: {}, problem: { kind: 'network' } };
  const conflict = ZOrderConflict.safeParse(error.details);
  if (error.status === 409 && conflict.success) {
    if (conflict.data.reason === 'items-unavailable') {
      const found: LineProblems = {};
      for (const line of conflict.data.lines) {
        const key = lines[line.index]?.key;
        if (key) found[key] = line.why;
      }
      return { lines: found, problem: { kind: 'lines' } };
    }
    if (conflict.data.reason === 'menu-inactive') return { lines: {}, problem: { kind: 'menu-inactive' } };
  }
  if (error.status === 400 && Array.isArray(error.details)) {
    const found: LineProblems = {};
    for (const issue of error.details as { path?: unknown }[]) {
      const index =
        typeof issue.path === 'string' ? /^body\.lines\.(\d+)\./.exec(issue.path)?.[1] : undefined;
      const key = index === undefined ? undefined : lines[Number(index)]?.key;
      if (key) found[key] = 'changed';
    }
    if (Object.keys(found).length > 0) return { lines: found, problem: { kind: 'lines' } };
  }
  if (error.status === 404 && /menu/i.test(error.message)) {
    return { lines: {}, problem: { kind: 'menu-inactive' } };
  }
  return { lines: {}, problem: { kind: 'other', error } };
}

/**
 * Turning the cart into an order: the chosen service mode, contact details, note, a check of the
 * prices against the menu as it is now (the guest confirms a changed total first), then one
 * POST /order/create under an idempotency key kept in the persisted draft until the order exists.
 */
export function useCartPlaceOrder() {
  const { menu, slug, itemsById } = useMenu();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lines, total } = useCart(slug);
  const table = useAppStore((state) => state.tables[slug]);
  const draft: OrderDraft = useAppStore((state) => state.orderDrafts[slug]) ?? EMPTY_ORDER_DRAFT;
  const saveDraft = useAppStore((state) => state.saveOrderDraft);
  const repriceCart = useAppStore((state) => state.repriceCart);
  const orderPlaced = useAppStore((state) => state.orderPlaced);
  const place = usePlaceOrder();

  const modes = availableModes(menu, table);
  const mode = chosenMode(draft, modes);
  const [showContactProblems, setShowContactProblems] = useState(false);
  const [pricesToConfirm, setPricesToConfirm] = useState<(PriceChange & { signature: string }) | null>(null);
  const [lineProblems, setLineProblems] = useState<LineProblems>({});
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // Set once the order exists: the emptied cart then says the order is opening, not "empty".
  const [placed, setPlaced] = useState(false);
  // A second tap while the first is on its way must not even reach the network.
  const inFlight = useRef(false);

  const contact = contactProblems(mode, draft);
  const confirming = pricesToConfirm !== null && pricesToConfirm.signature === priceSignature(lines);

  async function checkPrices(): Promise<boolean> {
    if (confirming) return true;
    const fresh = await queryClient.fetchQuery({ ...publicMenuQuery(slug), staleTime: 0 }).catch(() => null);
    const change = priceChange(lines, fresh ? indexItems(fresh) : itemsById);
    if (!change) return true;
    repriceCart(slug, change.prices);
    const repriced = lines.map((line) => ({ ...line, unitPrice: change.prices[line.key] ?? line.unitPrice }));
    setPricesToConfirm({ ...change, signature: priceSignature(repriced) });
    return false;
  }

  async function submit(): Promise<void> {
    if (inFlight.current || lines.length === 0) return;
    setShowContactProblems(true);
    if (Object.keys(contact).length > 0) {
      document.getElementById(contact.name ? 'gm-order-name' : 'gm-order-phone')?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    setLineProblems({});
    try {
      if (!(await checkPrices())) return;
      const fingerprint = orderFingerprint(lines, mode, table);
      let key = draft.keyFor === fingerprint ? draft.idempotencyKey : null;
      if (!key) {
        key = newIdempotencyKey();
        saveDraft(slug, { mode, idempotencyKey: key, keyFor: fingerprint });
      }
      const order = await place.mutateAsync({
        body: orderBody(slug, mode, lines, draft, table, key),
        contact: mode === 'table' ? null : { name: draft.name, phone: draft.phone },
      });
      setPlaced(true);
      orderPlaced({
        slug: order.slug,
        menuSlug: slug,
        number: order.number,
        type: order.type,
        table:
          order.type === 'table' && table
            ? { locationSlug: table.locationSlug, groupSlug: table.groupSlug, tableSlug: table.tableSlug }
            : null,
        placedAt: order.createdAt,
      });
      setPricesToConfirm(null);
      navigate(orderPaths.order(slug, order.slug), {
        state: { pricesChanged: order.subtotal !== total ? { was: total, now: order.subtotal } : null },
      });
    } catch (error) {
      const found = problemsOf(error, lines);
      setLineProblems(found.lines);
      setProblem(found.problem);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const removeUnavailable = () => {
    const remove = useAppStore.getState().removeCartLine;
    for (const key of Object.keys(lineProblems)) remove(slug, key);
    setLineProblems({});
    setProblem(null);
  };

  return {
    modes,
    mode,
    draft,
    table,
    total,
    setMode: (next: OrderDraft['mode']) => saveDraft(slug, { mode: next }),
    setField: (field: 'name' | 'phone' | 'note', value: string) => saveDraft(slug, { [field]: value }),
    contactProblems: showContactProblems ? contact : {},
    pricesToConfirm: confirming ? pricesToConfirm : null,
    lineProblems,
    problem,
    busy,
    placed,
    submit,
    removeUnavailable,
  };
}
