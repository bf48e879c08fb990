import type { Database } from '../../db/client';
import * as repo from './outbox.repo';

export interface CompanyEvent {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
}

type Listener = (event: CompanyEvent) => void;

/**
 * One per API process: a single LISTEN on the events channel, fanned out to the subscribers of
 * each company (boards' and order pages' streams) and to those of every company. A notification
 * carries only the event's number; the row is read once per process and handed to each. Every
 * process hears every event: a subscriber whose work must happen once across processes
 * enqueues a job keyed by the event's number.
 */
export class CompanyFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly everyCompany = new Set<(event: CompanyEvent & { structureId: string }) => void>();
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

  /** Subscribes to the events of every company (statistics, notifications…); returns the unsubscribe function. */
  async subscribeAll(listener: (event: CompanyEvent & { structureId: string }) => void): Promise<() => void> {
    await this.start();
    this.everyCompany.add(listener);
    return () => this.everyCompany.delete(listener);
  }

  private start(): Promise<void> {
    this.starting ??= this.database
      .listen(repo.EVENTS_CHANNEL, (payload) => this.deliver(Number(payload)))
      .then((stop) => {
        this.stop = stop;
      });
    return this.starting;
  }

  /** Events are handed on in the order they were told, however long each one's read takes. */
  private handedOn: Promise<void> = Promise.resolve();

  private deliver(id: number) {
    if (!Number.isSafeInteger(id) || (this.listeners.size === 0 && this.everyCompany.size === 0)) return;
    const read = repo.findEvent(this.database.db, id).catch(() => null);
    this.handedOn = this.handedOn.then(async () => {
      const row = await read;
      if (!row) return;
      const event: CompanyEvent = { id: row.id, kind: row.kind, payload: row.payload };
      for (const listener of this.listeners.get(row.structureId) ?? []) listener(event);
      for (const listener of this.everyCompany) listener({ ...event, structureId: row.structureId });
    });
  }

  async close() {
    this.listeners.clear();
    this.everyCompany.clear();
    await this.stop?.();
  }
}

const feeds = new WeakMap<Database, CompanyFeed>();

/** The process's feed for this database (made on first use). */
export function companyFeed(database: Database): CompanyFeed {
  let feed = feeds.get(database);
  if (!feed) {
    feed = new CompanyFeed(database);
    feeds.set(database, feed);
  }
  return feed;
}
