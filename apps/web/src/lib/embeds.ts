import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';

/**
 * Pieces of one feature that another feature's page shows inside itself (a survey on a QR info
 * page). Features never import one another: the app registers a loader per kind
 * (`app/embeds.ts`), a page asks for the kind and gets a component whose code loads the first
 * time it is drawn (or `preloadEmbed` is called), or null when the app offers none.
 */
export interface EmbedProps {
  /** A survey of the surveys module, answered in place (features/survey-answering/embed.tsx). */
  survey: { slug: string };
}

export type EmbedKind = keyof EmbedProps;
export type EmbedComponent<K extends EmbedKind> = ComponentType<EmbedProps[K]>;
export type EmbedLoader<K extends EmbedKind> = () => Promise<EmbedComponent<K>>;

const loaders = new Map<EmbedKind, EmbedLoader<EmbedKind>>();
const loading = new Map<EmbedKind, Promise<EmbedComponent<EmbedKind>>>();
const components = new Map<EmbedKind, LazyExoticComponent<EmbedComponent<EmbedKind>>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** The app's loader of a kind; registering again replaces it. */
export function registerEmbed<K extends EmbedKind>(kind: K, loader: EmbedLoader<K>): void {
  loaders.set(kind, loader as unknown as EmbedLoader<EmbedKind>);
  loading.delete(kind);
  components.delete(kind);
  changed();
}

/** The kind's code, loaded once; a failed load is forgotten, so the next attempt asks again. */
function load(kind: EmbedKind): Promise<EmbedComponent<EmbedKind>> {
  const loader = loaders.get(kind);
  if (!loader) return Promise.reject(new Error(`No embed registered for "${kind}"`));
  let promise = loading.get(kind);
  if (!promise) {
    promise = Promise.resolve()
      .then(loader)
      .catch((error: unknown) => {
        loading.delete(kind);
        throw error;
      });
    loading.set(kind, promise);
  }
  return promise;
}

/** Starts loading a kind's code ahead of drawing it (e.g. when its place scrolls into view). */
export function preloadEmbed(kind: EmbedKind): void {
  if (loaders.has(kind)) load(kind).catch(() => undefined);
}

function componentOf<K extends EmbedKind>(kind: K): LazyExoticComponent<EmbedComponent<K>> | null {
  if (!loaders.has(kind)) return null;
  let component = components.get(kind);
  if (!component) {
    component = lazy(async () => ({ default: await load(kind) }));
    components.set(kind, component);
  }
  return component as unknown as LazyExoticComponent<EmbedComponent<K>>;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The kind's component, drawn inside `<Suspense>` (loading) and an error boundary (its code did
 * not load: see `retryEmbed`), or null when none is registered.
 */
export function useEmbed<K extends EmbedKind>(kind: K): LazyExoticComponent<EmbedComponent<K>> | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return componentOf(kind);
}

/**
 * After a failed load: `useEmbed` gives a new component, which loads the code again when drawn
 * (a component keeps its failure, so an error boundary reset alone would show it again).
 */
export function retryEmbed(kind: EmbedKind): void {
  loading.delete(kind);
  components.delete(kind);
  changed();
}

/** Test hook: no kinds registered. */
export function resetEmbeds(): void {
  loaders.clear();
  loading.clear();
  components.clear();
  changed();
}
