import type { TTableGroups } from '@guestloop/contracts';

export interface TableOption {
  value: string;
  label: string;
  /** The table with its group ("Terrace · 4"): what a chosen table's chip says. */
  fullLabel: string;
}

export interface TableOptionGroup {
  label: string;
  items: TableOption[];
}

/**
 * The company's tables as picker groups, one per table group; the group's label names its
 * location too when the company has more than one. Empty groups are left out.
 */
export function tableOptionGroups(locations: readonly TTableGroups[]): TableOptionGroup[] {
  const named = locations.filter((l) => l.groups.some((g) => g.tables.length > 0)).length > 1;
  return locations.flatMap((location) =>
    location.groups
      .filter((group) => group.tables.length > 0)
      .map((group) => ({
        label: named ? `${location.location.name} · ${group.name}` : group.name,
        items: group.tables.map((table) => ({
          value: table.id,
          label: table.name,
          fullLabel: `${group.name} · ${table.name}`,
        })),
      })),
  );
}

export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
