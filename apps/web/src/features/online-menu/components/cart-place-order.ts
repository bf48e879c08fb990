import { orderingNotice, type TPublicMenu } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '@/lib/store';
import { rememberDeliveryInfo } from '../api/delivery-info';
import { publicMenuKey, publicMenuQuery } from '../api/get-public-menu';
import { usePlaceOrder } from '../api/place-order';
import { indexItems } from '../model/menu-index';
import {
  chosenMode,
  contactProblems,
  newIdempotencyKey,
  orderBody,
  orderFingerprint,
  type PriceChange,
  priceChange,
} from '../model/order-draft';
import { orderPaths } from '../model/order-paths';
import { cartModes, currentTable, deliveryCharges, deliveryProblems, orderTimes } from '../model/ordering';
import type { CartLine } from '../state/cart-slice';
import { EMPTY_ORDER_DRAFT, type OrderDraft } from '../state/order-slice';
import {
  type LineProblems,
  localRefusal,
  type PlaceProblem,
  problemsOf,
  type RefusalPlace,
} from './cart-refusals';
import { useMenu } from './menu-context';
import { useCart } from './use-cart';
import { useDeliveryAccount } from './use-delivery-account';

export type { LineProblems, PlaceProblem } from './cart-refusals';

/** The cart's lines with their prices, to tell whether the guest saw these very prices. */
const priceSignature = (lines: readonly CartLine[]) =>
  JSON.stringify(lines.map((line) => [line.key, line.quantity, line.unitPrice]));

export type DraftField = Exclude<keyof OrderDraft, 'mode' | 'idempotencyKey' | 'keyFor'>;

/** The refusal a change of this field answers (the guest changed what the venue refused). */
const ANSWERS: Partial<Record<DraftField, RefusalPlace>> = {
  area: 'area',
  address: 'address',
  pickupAt: 'pickupTime',
  deliveryTime: 'deliveryTime',
};

/** The checkout's fields in page order, to focus the first one with a problem. */
const FIELD_IDS = {
  name: 'gm-order-name',
  phone: 'gm-order-phone',
  address: 'gm-order-address',
  area: 'gm-order-area',
  pickupTime: 'gm-order-pickup-time',
  minimum: 'gm-order-minimum',
} as const;

/**
 * Turning the cart into an order: the way to order the venue offers here, what that way needs
 * (contact; a delivery's address, area, time and the guest's sign-in; a pickup slot), the note, a
 * check of the prices and the venue's rules against the menu as it is now (the guest confirms a
 * changed total first), then one POST /order/create under an idempotency key kept in the
 * persisted draft until the order exists. A refusal is shown where the guest can answer it.
 */
export function useCartPlaceOrder() {
  const { menu, slug, itemsById, now, language } = useMenu();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lines, total: subtotal } = useCart(slug);
  const table = currentTable(
    useAppStore((state) => state.tables[slug]),
    now.getTime(),
  );
  const savedDraft = useAppStore((state) => state.orderDrafts[slug]);
  const draft: OrderDraft = useMemo(() => ({ ...EMPTY_ORDER_DRAFT, ...savedDraft }), [savedDraft]);
  const saveDraft = useAppStore((state) => state.saveOrderDraft);
  const repriceCart = useAppStore((state) => state.repriceCart);
  const orderPlaced = useAppStore((state) => state.orderPlaced);
  const place = usePlaceOrder();

  const modes = cartModes(menu, table);
  const mode = chosenMode(draft, modes);
  const account = useDeliveryAccount(slug, mode === 'delivery');
  const times = useMemo(() => orderTimes(menu, now), [menu, now]);
  // A time chosen earlier that has passed is no longer offered: as soon as possible, as shown.
  const pickupAt = draft.pickupAt && times.includes(draft.pickupAt) ? draft.pickupAt : null;
  const deliveryTime = times.includes(draft.deliveryTime) ? draft.deliveryTime : 'asap';
  const charges = deliveryCharges(menu, subtotal);
  const total = mode === 'delivery' ? charges.total : subtotal;

  const [showProblems, setShowProblems] = useState(false);
  const [pricesToConfirm, setPricesToConfirm] = useState<(PriceChange & { signature: string }) | null>(null);
  const [lineProblems, setLineProblems] = useState<LineProblems>({});
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // Set once the order exists: the emptied cart then says the order is opening, not "empty".
  const [placed, setPlaced] = useState(false);
  // A second tap while the first is on its way must not even reach the network.
  const inFlight = useRef(false);

  const contact = contactProblems(mode, draft);
  const delivery = mode === 'delivery' ? deliveryProblems(menu, draft) : {};
  const belowMinimum = mode === 'delivery' && charges.missing > 0;
  const noTimes = mode === 'pickup' && times.length === 0;
  const confirming = pricesToConfirm !== null && pricesToConfirm.signature === priceSignature(lines);

  function firstProblem(): string | null {
    if (contact.name) return FIELD_IDS.name;
    if (contact.phone) return FIELD_IDS.phone;
    if (delivery.address) return FIELD_IDS.address;
    if (delivery.area) return FIELD_IDS.area;
    if (noTimes) return FIELD_IDS.pickupTime;
    if (belowMinimum) return FIELD_IDS.minimum;
    return null;
  }

  /** The venue's rules on the menu as read now; false when they stop this order (shown at once). */
  function rulesAllow(fresh: TPublicMenu | null): boolean {
    if (!fresh) return true;
    // A pause or closed hours: the menu just read shows its banner in the checkout's place.
    if (orderingNotice(fresh, new Date())) return false;
    if (!cartModes(fresh, table).includes(mode)) {
      setProblem(localRefusal('ORDER_MODE_OFF', 'mode'));
      return false;
    }
    if (mode === 'delivery' && deliveryCharges(fresh, subtotal).missing > 0) {
      setProblem(localRefusal('BELOW_DELIVERY_MINIMUM', 'minimum'));
      return false;
    }
    return true;
  }

  function checkPrices(fresh: TPublicMenu | null): boolean {
    if (confirming) return true;
    const change = priceChange(lines, fresh ? indexItems(fresh) : itemsById);
    if (!change) return true;
    repriceCart(slug, change.prices);
    const repriced = lines.map((line) => ({ ...line, unitPrice: change.prices[line.key] ?? line.unitPrice }));
    setPricesToConfirm({ ...change, signature: priceSignature(repriced) });
    return false;
  }

  async function submit(): Promise<void> {
    if (inFlight.current || lines.length === 0) return;
    setShowProblems(true);
    const first = firstProblem();
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    if (mode === 'delivery' && !account.user) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    setLineProblems({});
    try {
      const fresh = await queryClient
        .fetchQuery({ ...publicMenuQuery(slug, language), staleTime: 0 })
        .catch(() => null);
      if (!rulesAllow(fresh) || !checkPrices(fresh)) return;
      const fingerprint = orderFingerprint(lines, mode, table);
      let key = draft.keyFor === fingerprint ? draft.idempotencyKey : null;
      if (!key) {
        key = newIdempotencyKey();
        saveDraft(slug, { mode, idempotencyKey: key, keyFor: fingerprint });
      }
      const body = orderBody(slug, mode, lines, { ...draft, deliveryTime }, table, key, pickupAt);
      const order = await place.mutateAsync({
        body,
        contact: mode === 'table' ? null : { name: draft.name, phone: draft.phone },
      });
      if (body.delivery) {
        const { area: _area, time: _time, ...info } = body.delivery;
        void rememberDeliveryInfo(queryClient, info);
      }
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
      // The server's total is the one that counts; the order page says when it differs.
      navigate(orderPaths.order(slug, order.slug), {
        state: { pricesChanged: order.total !== total ? { was: total, now: order.total } : null },
      });
    } catch (error) {
      const found = problemsOf(error, lines);
      setLineProblems(found.lines);
      setProblem(found.problem);
      // The venue changed something: read the menu again, so the cart shows it as it is now.
      if (found.problem.kind === 'refused') {
        void queryClient.invalidateQueries({ queryKey: publicMenuKey(slug) });
      }
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

  const refusal = problem?.kind === 'refused' ? problem : null;
  /** The venue's refusal to show at this place, if it is the one there. */
  const refusedAt = (at: RefusalPlace) => (refusal?.place === at ? refusal : null);

  return {
    modes,
    mode,
    draft,
    table,
    account,
    times,
    pickupAt,
    deliveryTime,
    subtotal,
    charges,
    total,
    setMode: (next: OrderDraft['mode']) => {
      if (refusal?.place === 'mode') setProblem(null);
      saveDraft(slug, { mode: next });
    },
    setField: <F extends DraftField>(field: F, value: OrderDraft[F]) => {
      if (refusal && ANSWERS[field] === refusal.place) setProblem(null);
      saveDraft(slug, { [field]: value });
    },
    contactProblems: showProblems ? contact : {},
    deliveryProblems: showProblems ? delivery : {},
    /** Below the delivery minimum, once the guest tried to order or the venue said so. */
    minimumProblem: belowMinimum && (showProblems || refusedAt('minimum') !== null),
    noTimes,
    refusedAt,
    pricesToConfirm: confirming ? pricesToConfirm : null,
    lineProblems,
    /** A problem shown above the button (not one shown on its field). */
    problem: refusal && refusal.place !== 'general' ? null : problem,
    busy,
    placed,
    submit,
    removeUnavailable,
  };
}

export type Checkout = ReturnType<typeof useCartPlaceOrder>;
