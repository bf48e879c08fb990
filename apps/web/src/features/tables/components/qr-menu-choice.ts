import type { TMenuList } from '@guestloop/contracts';

type MenuEntry = Pick<TMenuList['items'][number], 'id' | 'slug' | 'locationId'>;

export interface QrMenuChoice {
  /** The slug of the menu the location's codes open; null while staff have to choose. */
  menu: string | null;
  /** Whether the page asks which menu (more than one could be meant). */
  mustChoose: boolean;
}

/**
 * Which menu a location's table codes open. A code printed for the wrong menu stays on the
 * table, so nothing is guessed: the menu in the address, else the one staff chose for this
 * location before, else the location's only menu (or the company's only menu tied to no
 * location when the location has none); otherwise staff choose.
 */
export function qrMenuFor(
  menus: readonly MenuEntry[],
  locationId: string,
  fromAddress: string | null,
  rememberedId: string | undefined,
): QrMenuChoice {
  const asked = menus.find((m) => m.slug === fromAddress) ?? menus.find((m) => m.id === rememberedId);
  if (asked) return { menu: asked.slug, mustChoose: false };
  const own = menus.filter((m) => m.locationId === locationId);
  const candidates = own.length > 0 ? own : menus.filter((m) => m.locationId === null);
  const only = candidates.length === 1 ? candidates[0] : undefined;
  if (only) return { menu: only.slug, mustChoose: false };
  return { menu: null, mustChoose: menus.length > 0 };
}
