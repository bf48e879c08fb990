import { changeCommitted, onChangeCommitted } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { MENU_CHANNEL } from './menus.repo';

/** Told a menu's id, or `<menuId>:<language>` (see `notifyMenuChanged`). */
type Listener = (key: string) => void;

/**
 * Changes committed by this process, told at once. The database notification reaches this
 * process's own listener a moment after the commit; the editor's very next load must not wait.
 */
export function onMenuChanged(db: Db, listener: Listener): () => void {
  return onChangeCommitted(db, MENU_CHANNEL, listener);
}

/** Call after the change's transaction committed. */
export function menuChanged(db: Db, key: string): void {
  changeCommitted(db, MENU_CHANNEL, key);
}
