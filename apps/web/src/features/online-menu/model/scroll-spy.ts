/** Helpers of the category navigation that follows the page (pure, so they are unit-tested). */

export const sectionDomId = (categoryId: string) => `category-${categoryId}`;

/**
 * The section to highlight: the first one, in page order, that is inside the watched band.
 * When none is (a long section fills the screen), the last one seen stays active.
 */
export function activeSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  previous: string | null,
) {
  for (const id of order) if (visible.has(id)) return id;
  return previous ?? order[0] ?? null;
}

/** Applies IntersectionObserver entries to the set of sections inside the band. */
export function updateVisible(
  visible: ReadonlySet<string>,
  entries: ReadonlyArray<{ id: string; isIntersecting: boolean }>,
): Set<string> {
  const next = new Set(visible);
  for (const entry of entries) {
    if (entry.isIntersecting) next.add(entry.id);
    else next.delete(entry.id);
  }
  return next;
}

/**
 * How far to scroll the chip bar horizontally so the chip sits in its middle. Rect based, so it
 * holds for right-to-left pages too (scrollLeft has browser-specific signs there).
 */
export function centeringDelta(
  container: { left: number; width: number },
  chip: { left: number; width: number },
): number {
  return Math.round(chip.left + chip.width / 2 - (container.left + container.width / 2));
}

/**
 * The band a section must enter to become active: below the sticky header (`topPx`) and above
 * the lower part of the screen, as an IntersectionObserver rootMargin.
 */
export function spyRootMargin(topPx: number): string {
  return `-${Math.max(0, Math.round(topPx))}px 0px -55% 0px`;
}
