/**
 * The menus module: what other modules and the app may use. A menu version's snapshot
 * (snapshot.ts) is the one source of the guest side: the public menu bytes, the pre-rendered
 * guest pages and order pricing (`app.menuSnapshots.current(slug)`, or `fresh(slug)` without the
 * database while the change feed vouches for it); guests reading another language get its
 * translation (translated-menus.ts), orders are priced from the snapshot itself.
 */

// The POS integration makes, links and sells out items through the same calls as the editor.
export { createItem, findItemsOfCompany, updateItem } from './content.service';
export { menusRoutes } from './menus.routes';
export { getMenu } from './menus.service';
export { menusPlugin } from './plugin';
export type { MenuItemForOrder, MenuSnapshot } from './snapshot';
export type { MenuSnapshots } from './snapshots';
export { menuTranslatableTexts } from './translatable-texts';
