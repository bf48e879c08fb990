import { api } from '@/lib/api-client';

/** Keys already counted in this visit; sessionStorage ends with the tab, which is a "visit". */
const countedInMemory = new Set<string>();

function firstTimeThisVisit(key: string): boolean {
  const storageKey = `gl-view:${key}`;
  try {
    if (sessionStorage.getItem(storageKey)) return false;
    sessionStorage.setItem(storageKey, '1');
    return true;
  } catch {
    // Storage blocked (private mode): count once per page load instead.
    if (countedInMemory.has(storageKey)) return false;
    countedInMemory.add(storageKey);
    return true;
  }
}

/** Counts a view of the menu once per visit (quiet: a failure never bothers the guest). */
export function recordMenuView(menuSlug: string): void {
  if (!firstTimeThisVisit(`menu:${menuSlug}`)) return;
  void api.post(`/online-menu/${encodeURIComponent(menuSlug)}/add-menu-view`, undefined, { quiet: true });
}

/** Counts a view of one item once per item per visit. */
export function recordItemView(menuSlug: string, itemId: string): void {
  if (!firstTimeThisVisit(`item:${menuSlug}:${itemId}`)) return;
  void api.post(`/online-menu/${encodeURIComponent(menuSlug)}/add-item-view`, { itemId }, { quiet: true });
}
