/**
 * What happened, as the modules that make it happen tell it. Each module adds its own events
 * to this map (declaration merging), so a subscriber gets the payload's type from the name:
 *
 *   declare module '../events' { interface DomainEventMap { 'seating.changed': { structureId: string } } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap & string;
export type Subscriber<K extends DomainEventName> = (payload: DomainEventMap[K]) => Promise<void> | void;

type AnySubscriber = (payload: unknown) => Promise<void> | void;

/**
 * One process's subscribers, by event. `emit` is called after the change committed and waits
 * for every subscriber, so the caller's answer already reflects their work (a menu that shows
 * tables is fresh on the next load); a subscriber that fails is logged and does not undo the
 * change or stop the others. Work that is slow, talks to an outside service or must happen
 * exactly once across processes enqueues a job from its subscriber instead of doing it there.
 */
export class DomainEvents {
  private readonly subscribers = new Map<string, Set<AnySubscriber>>();

  constructor(private readonly onError: (error: unknown, event: string) => void = () => {}) {}

  /** Adds a subscriber; returns the function that removes it. */
  on<K extends DomainEventName>(event: K, subscriber: Subscriber<K>): () => void {
    let set = this.subscribers.get(event);
    if (!set) {
      set = new Set();
      this.subscribers.set(event, set);
    }
    set.add(subscriber as AnySubscriber);
    return () => set.delete(subscriber as AnySubscriber);
  }

  async emit<K extends DomainEventName>(event: K, payload: DomainEventMap[K]): Promise<void> {
    const set = this.subscribers.get(event);
    if (!set) return;
    await Promise.all(
      [...set].map(async (subscriber) => {
        try {
          await subscriber(payload);
        } catch (error) {
          this.onError(error, event);
        }
      }),
    );
  }
}
