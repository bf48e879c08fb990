import {
  isServedAt,
  priceOrderLine,
  type TCreateOrderBody,
  type TOrderConflict,
  type TOrderLine,
  type WallClock,
} from '@guestloop/contracts';
import { AppError } from '../../lib/errors';
import type { MenuItemForOrder } from '../menus';

type Unavailable = Extract<TOrderConflict, { reason: 'items-unavailable' }>['lines'][number];

/**
 * Prices the guest's lines from the menu as it is now. What the guest sent as prices is never
 * read: only item ids and choices by position. Bad choices are 400 (the page should not have
 * let them through); items that can't be had now are 409 so the page can say which.
 */
function unavailableBecause(item: MenuItemForOrder | undefined, now: WallClock): Unavailable['why'] | null {
  if (!item) return 'removed';
  if (item.soldOut) return 'sold-out';
  return isServedAt(item.availability, now) ? null : 'not-now';
}

/** `items`: the menu's items by id, from its snapshot. */
export function priceLines(
  lines: TCreateOrderBody['lines'],
  items: ReadonlyMap<string, MenuItemForOrder>,
  now: WallClock,
) {
  const unavailable: Unavailable[] = [];
  const priced: TOrderLine[] = [];
  const issues: { path: string; code: string; message: string }[] = [];

  for (const [index, line] of lines.entries()) {
    const item = items.get(line.itemId);
    const why = unavailableBecause(item, now);
    if (!item || why) {
      unavailable.push({ index, itemId: line.itemId, why: why ?? 'removed' });
      continue;
    }
    const { settings } = item;
    const result = priceOrderLine({ price: item.price, settings }, line);
    if (!result.ok) {
      const field =
        result.problem.code === 'option_required' || result.problem.code === 'unknown_option'
          ? 'optionIndex'
          : 'addons';
      issues.push({
        path: `body.lines.${index}.${field}`,
        code: result.problem.code,
        message: result.problem.code,
      });
      continue;
    }
    const option = line.optionIndex === null ? null : (settings.options[line.optionIndex]?.name ?? null);
    const addons = line.addons.flatMap((pick) => {
      const group = settings.addons[pick.group];
      if (!group) return [];
      return [...new Set(pick.options)].map((o) => ({
        group: group.name,
        name: group.options[o]?.name ?? '',
        price: group.options[o]?.price ?? 0,
      }));
    });
    priced.push({
      itemId: item.id,
      title: item.title,
      option,
      addons,
      note: line.note?.trim() || null,
      quantity: line.quantity,
      unitPrice: result.line.unitPrice,
      total: result.line.total,
    });
  }

  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The choices do not fit the menu', issues);
  if (unavailable.length > 0) {
    const details: TOrderConflict = { reason: 'items-unavailable', lines: unavailable };
    throw new AppError(409, 'CONFLICT', 'Some items cannot be ordered now', details);
  }
  return { lines: priced, subtotal: priced.reduce((sum, line) => sum + line.total, 0) };
}
