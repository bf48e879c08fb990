import type { Db } from '../../db/client';

type Listener = (menuId: string) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * Changes committed by this process, told at once. The database notification reaches this
 * process's own listener a moment after the commit; the editor's very next load must not wait.
 */
export function onMenuChanged(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after the change's transaction committed. */
export function menuChanged(db: Db, menuId: string): void {
  for (const listener of listeners.get(db) ?? []) listener(menuId);
}
