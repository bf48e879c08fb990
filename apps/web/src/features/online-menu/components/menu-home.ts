import { useAppStore } from '@/lib/store';
import type { RememberedTable } from '../state/table-slice';
import { menuPaths } from './menu-context';

type TableRef = Pick<RememberedTable, 'locationSlug' | 'groupSlug' | 'tableSlug'>;

/**
 * Where "back to the menu" leads: the menu of the guest's table when they sit at one (SPEC point 2
 * route /:slug/:locationSlug/:groupSlug/:tableSlug), so leaving a page never drops the table;
 * else the menu. `orderTable` (the table an order was placed at) comes before the table this
 * device last scanned at the menu.
 */
export function useMenuHome(slug: string, orderTable?: TableRef | null): string {
  const scanned = useAppStore((state) => state.tables[slug]);
  const table = orderTable ?? scanned;
  return table ? menuPaths.table(slug, table) : menuPaths.menu(slug);
}
