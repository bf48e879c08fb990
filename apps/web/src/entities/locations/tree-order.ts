/**
 * Locations in tree order (each parent followed by its sub-locations) with how deep each sits; one
 * whose parent is not among them starts a tree of its own.
 */
export function inTreeOrder<T extends { id: string; parentId: string | null }>(
  locations: readonly T[],
): { location: T; depth: number }[] {
  const known = new Set(locations.map((location) => location.id));
  const children = new Map<string | null, T[]>();
  for (const location of locations) {
    const parent = location.parentId && known.has(location.parentId) ? location.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), location]);
  }
  const out: { location: T; depth: number }[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const location of children.get(parent) ?? []) {
      out.push({ location, depth });
      visit(location.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
