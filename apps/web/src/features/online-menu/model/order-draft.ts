import type { TCreateOrderBody, TOrderLineChoice } from '@guestloop/contracts';
import type { CartLine } from '../state/cart-slice';
import type { OrderDraft, OrderMode } from '../state/order-slice';
import type { RememberedTable } from '../state/table-slice';
import { cartTotal } from './cart';
import { type PublicItem, unitPrice } from './pricing';

/** The cart's lines as the order call takes them: item and choices by position, no prices. */
export function toOrderLines(lines: readonly CartLine[]): TOrderLineChoice[] {
  return lines.map((line) => ({
    itemId: line.itemId,
    optionIndex: line.optionIndex,
    addons: line.addons
      .map((options, group) => ({ group, options }))
      .filter((pick) => pick.options.length > 0),
    quantity: line.quantity,
    note: line.note.trim() || null,
  }));
}

/** The draft's mode when still offered, else the first offered (the table when there is one). */
export function chosenMode(draft: OrderDraft | undefined, modes: readonly OrderMode[]): OrderMode {
  return draft?.mode && modes.includes(draft.mode) ? draft.mode : (modes[0] ?? 'pickup');
}

/** What makes two attempts the same order: the lines, the mode and the table. */
export function orderFingerprint(
  lines: readonly CartLine[],
  mode: OrderMode,
  table: RememberedTable | undefined,
): string {
  const where = mode === 'table' && table ? [table.locationSlug, table.groupSlug, table.tableSlug] : [];
  return JSON.stringify([mode, where, lines.map((line) => [line.key, line.quantity])]);
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export type ContactProblem = 'required' | 'invalid';
export interface ContactProblems {
  name?: ContactProblem;
  phone?: ContactProblem;
}

const PHONE = /^\+?[\d\s().-]{6,25}$/;

/** Pickup and delivery need a name and a phone number the venue can call; a table needs neither. */
export function contactProblems(mode: OrderMode, draft: Pick<OrderDraft, 'name' | 'phone'>): ContactProblems {
  if (mode === 'table') return {};
  const problems: ContactProblems = {};
  if (!draft.name.trim()) problems.name = 'required';
  const phone = draft.phone.trim();
  if (!phone) problems.phone = 'required';
  else if (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6) problems.phone = 'invalid';
  return problems;
}

export interface PriceChange {
  /** New unit prices by cart line key. */
  prices: Record<string, number>;
  before: number;
  after: number;
}

/**
 * Compares the cart's price snapshots with the menu as loaded now; null when nothing changed.
 * Lines whose item is gone are left to the server (it answers which ones cannot be had).
 */
export function priceChange(
  lines: readonly CartLine[],
  itemsById: Map<string, PublicItem>,
): PriceChange | null {
  const prices: Record<string, number> = {};
  const repriced = lines.map((line) => {
    const item = itemsById.get(line.itemId);
    if (!item) return line;
    const now = unitPrice(item, { optionIndex: line.optionIndex, addons: line.addons });
    if (now === line.unitPrice) return line;
    prices[line.key] = now;
    return { ...line, unitPrice: now };
  });
  if (Object.keys(prices).length === 0) return null;
  return { prices, before: cartTotal(lines), after: cartTotal(repriced) };
}

type BodyDraft = Pick<
  OrderDraft,
  'note' | 'name' | 'phone' | 'address' | 'city' | 'postcode' | 'deliveryNotes' | 'area' | 'deliveryTime'
>;

/** Where and when a delivery goes, as the order call takes it (blank optional fields as null). */
function deliveryOf(draft: BodyDraft): NonNullable<TCreateOrderBody['delivery']> {
  return {
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    address: draft.address.trim(),
    city: draft.city.trim() || null,
    postcode: draft.postcode.trim() || null,
    notes: draft.deliveryNotes.trim() || null,
    area: draft.area || null,
    time: draft.deliveryTime || 'asap',
  };
}

/** The order call's body; `pickupAt` is the slot chosen (null: the earliest). */
export function orderBody(
  menuSlug: string,
  mode: OrderMode,
  lines: readonly CartLine[],
  draft: BodyDraft,
  table: RememberedTable | undefined,
  idempotencyKey: string,
  pickupAt: string | null = null,
): TCreateOrderBody {
  return {
    menuSlug,
    type: mode,
    table:
      mode === 'table' && table
        ? { locationSlug: table.locationSlug, groupSlug: table.groupSlug, tableSlug: table.tableSlug }
        : null,
    ...(mode === 'delivery' ? { delivery: deliveryOf(draft) } : {}),
    ...(mode === 'pickup' && pickupAt ? { pickupAt } : {}),
    lines: toOrderLines(lines),
    note: draft.note.trim() || null,
    idempotencyKey,
  };
}
