import {
  ORDERING_REFUSALS,
  type TOrderConflict,
  type TOrderingRefusalCode,
  ZOrderConflict,
} from '@guestloop/contracts';
import { ApiError } from '@/lib/api-client';
import type { CartLine } from '../state/cart-slice';

type Unavailable = Extract<TOrderConflict, { reason: 'items-unavailable' }>['lines'][number]['why'];
/** Why a cart line could not be ordered, by line key. */
export type LineProblems = Record<string, Unavailable | 'changed'>;

/**
 * Where the cart says why the venue refused: on the field the guest can change (the way to order,
 * the area or address, the time, the minimum in the totals), or above the button for a pause or
 * closed hours (the menu is read again, and its banner takes the checkout's place).
 */
export type RefusalPlace =
  | 'general'
  | 'mode'
  | 'minimum'
  | 'area'
  | 'address'
  | 'pickupTime'
  | 'deliveryTime';

export type PlaceProblem =
  | { kind: 'menu-inactive' }
  | { kind: 'lines' }
  | { kind: 'network' }
  | { kind: 'refused'; code: TOrderingRefusalCode; place: RefusalPlace; error: ApiError }
  | { kind: 'other'; error: unknown };

const isRefusal = (code: string): code is TOrderingRefusalCode => Object.hasOwn(ORDERING_REFUSALS, code);

function refusalPlace(code: TOrderingRefusalCode, details: unknown): RefusalPlace {
  switch (code) {
    case 'ORDER_MODE_OFF':
      return 'mode';
    case 'BELOW_DELIVERY_MINIMUM':
      return 'minimum';
    case 'OUTSIDE_DELIVERY_AREA': {
      const parsed = ORDERING_REFUSALS.OUTSIDE_DELIVERY_AREA.safeParse(details);
      return parsed.success && parsed.data.areas.length > 0 ? 'area' : 'address';
    }
    case 'PICKUP_SLOT_UNAVAILABLE':
      return 'pickupTime';
    case 'DELIVERY_TIME_UNAVAILABLE':
      return 'deliveryTime';
    default:
      return 'general';
  }
}

/** A refusal the cart found itself (from the menu read just now), said as the server would. */
export function localRefusal(code: TOrderingRefusalCode, place: RefusalPlace): PlaceProblem {
  return { kind: 'refused', code, place, error: new ApiError(409, code, code) };
}

/** What a failed POST /order/create means for the cart: lines to mark, and one problem to show. */
export function problemsOf(
  error: unknown,
  lines: readonly CartLine[],
): { lines: LineProblems; problem: PlaceProblem } {
  if (!(error instanceof ApiError)) return { lines: {}, problem: { kind: 'other', error } };
  if (error.code === 'NETWORK') return { lines: {}, problem: { kind: 'network' } };
  if (error.status === 409 && isRefusal(error.code)) {
    const place = refusalPlace(error.code, error.details);
    return { lines: {}, problem: { kind: 'refused', code: error.code, place, error } };
  }
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
