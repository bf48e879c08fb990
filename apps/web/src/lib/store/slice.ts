/** How a slice changes the store: a partial state, or one made from the current state. */
export type SliceSet<S> = (partial: Partial<S> | ((state: S) => Partial<S>)) => void;

/**
 * A part of the persisted client state, defined by the module that owns it and composed into the
 * one store by `lib/store`. Its fields are saved flat beside every other slice's, under the one
 * key of the database, so each field name is unique across slices.
 */
export interface PersistedSlice<State extends object, Actions extends object, Needs extends object = object> {
  /** Its fields on a device that has saved nothing. */
  initial: State;
  /**
   * Its fields from what a device saved, which may come from an older version of the app or be
   * damaged: a field that does not fit is left out (the initial value stays).
   */
  restore(saved: Record<string, unknown>): Partial<State>;
  /** Its actions; `Needs` are other slices' fields it also changes. */
  actions(set: SliceSet<State & Needs>, get: () => State & Needs): Actions;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The named fields of a saved state that are objects (records by slug, by id…); the rest is left out. */
export function savedObjects<S>(
  saved: Record<string, unknown>,
  fields: readonly (keyof S & string)[],
): Partial<S> {
  return Object.fromEntries(
    fields.filter((field) => isObject(saved[field])).map((field) => [field, saved[field]]),
  ) as Partial<S>;
}
