import type { Database } from '../../db/client';
import * as repo from './live.repo';

export interface LiveEvent {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
}

type Listener = (event: LiveEvent) => void;

/**
 * One per API process: a single LISTEN on the live channel, fanned out to the boards (SSE
 * streams) of each company. A notification carries only the event's number; the row is read
 * once per process and handed to every board of its company.
 */
class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stop: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;

  constructor(private readonly database: Database) {}

  /** Subscribes to a company's events; returns the unsubscribe function. */
  async subscribe(structureId: string, listener: Listener): Promise<() => void> {
    await this.start();
    let set = this.listeners.get(structureId);
    if (!set) {
      set = new Set();
      this.listeners.set(structureId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(structureId);
    };
  }

  private start(): Promise<void> {
    this.starting ??= this.database
      .listen(repo.LIVE_CHANNEL, (payload) => void this.deliver(Number(payload)))
      .then((stop) => {
        this.stop = stop;
      });
    return this.starting;
  }

  private async deliver(id: number) {
    if (!Number.isSafeInteger(id) || this.listeners.size === 0) return;
    const row = await repo.findEvent(this.database.db, id).catch(() => null);
    if (!row) return;
    const event: LiveEvent = { id: row.id, kind: row.kind, payload: row.payload };
    for (const listener of this.listeners.get(row.structureId) ?? []) listener(event);
  }

  async close() {
    this.listeners.clear();
    await this.stop?.();
  }
}

const hubs = new WeakMap<Database, LiveHub>();

/** The process's hub for this database (made on first use). */
export function liveHub(database: Database): LiveHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new LiveHub(database);
    hubs.set(database, hub);
  }
  return hub;
}
