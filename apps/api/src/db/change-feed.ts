import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from './client';

/** How often a feed sends itself a heartbeat through its channel (PostgreSQL only). */
const HEARTBEAT_MS = 250;
/** Without one of our own heartbeats for this long, the listening connection is taken as down. */
const TRUST_MS = 1000;
/** Down for this long: listen again from scratch (the connection's own retry may have given up). */
const RELISTEN_MS = 10_000;
const RETRY_MS = 1000;

/** What a change feed keeps fresh: a cache of things built from the database. */
export interface ChangeFeedTarget {
  /** Something with this key changed, went or was deleted (keys never start with `~`). */
  invalidate(key: string): void;
  /** Notices may have been missed. */
  distrustAll(): void;
}

/**
 * Tells every process that something cached under `key` changed. Call it inside the change's
 * transaction: the notice is delivered at commit, and only then.
 */
export async function notifyChange(db: DbOrTx, channel: string, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${key})`);
}

/**
 * A channel's change notices (`notifyChange`, sent in each edit's transaction) for this process,
 * and whether they can be relied on right now.
 *
 * `database.listen` re-makes a dropped connection quietly, so on PostgreSQL the feed checks
 * itself: it NOTIFYs the channel with a numbered heartbeat every HEARTBEAT_MS. Notices arrive in
 * commit order, so receiving heartbeat n proves nothing committed before it was missed; a
 * missing number means the connection was down for a while (the reconnect delay is longer than
 * a heartbeat), and everything cached is distrusted. Without a recent heartbeat the feed is
 * `live: false` and callers check the database. The embedded engine delivers notices in-process
 * and cannot drop them: it is live while listening.
 */
export class ChangeFeed {
  private readonly token = randomBytes(6).toString('hex');
  private readonly heartbeats: boolean;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private sent = 0;
  private received = 0;
  private receivedAt = Number.NEGATIVE_INFINITY;
  private restarting = false;
  private sending = false;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly target: ChangeFeedTarget,
    private readonly now = () => Date.now(),
  ) {
    this.heartbeats = database.driver === 'pg';
  }

  /** True while every change committed more than about TRUST_MS ago has been seen. */
  get live(): boolean {
    if (!this.stopListening) return false;
    return !this.heartbeats || this.now() - this.receivedAt <= TRUST_MS;
  }

  /** Starts listening; never throws (while the database is out of reach, it retries). */
  async start(): Promise<void> {
    this.stopped = false;
    // Not live before the first heartbeat, and listening again only after RELISTEN_MS without one.
    this.receivedAt = this.now() - TRUST_MS - 1;
    await this.listen();
    if (this.heartbeats) {
      this.timer = setInterval(() => this.tick(), HEARTBEAT_MS);
      this.timer.unref();
      this.tick();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten();
  }

  private async listen(): Promise<void> {
    try {
      const stop = await this.database.listen(this.channel, (payload) => this.deliver(payload));
      if (this.stopped) await stop();
      else {
        // Whatever was cached before this connection listened may have missed notices.
        this.target.distrustAll();
        this.stopListening = stop;
      }
    } catch {
      if (!this.stopped) setTimeout(() => void this.listen(), RETRY_MS).unref();
    }
  }

  private async unlisten(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.().catch(() => {});
  }

  private deliver(payload: string): void {
    if (!payload.startsWith('~')) {
      this.target.invalidate(payload);
      return;
    }
    const [token, number] = payload.slice(1).split(':');
    if (token !== this.token) return;
    const n = Number(number);
    if (n <= this.received) return;
    // A gap, or a silence long enough to have been a dropped connection: notices may be lost.
    if (n !== this.received + 1 || !this.live) this.target.distrustAll();
    this.received = n;
    this.receivedAt = this.now();
  }

  private tick(): void {
    if (this.stopped) return;
    if (this.stopListening && this.now() - this.receivedAt > RELISTEN_MS && !this.restarting) {
      this.restarting = true;
      void this.unlisten()
        .then(() => this.listen())
        .finally(() => {
          this.restarting = false;
          this.receivedAt = this.now() - TRUST_MS - 1;
        });
    }
    // One at a time: two in flight on different connections could commit out of order.
    if (this.sending) return;
    this.sending = true;
    this.sent++;
    this.database.db
      .execute(sql`select pg_notify(${this.channel}, ${`~${this.token}:${this.sent}`})`)
      .catch(() => {})
      .finally(() => {
        this.sending = false;
      });
  }
}

type Listener = (key: string) => void;
const localListeners = new WeakMap<Db, Map<string, Set<Listener>>>();

/**
 * Changes committed by this process on a channel, told at once. The database's notice reaches
 * this process's own feed a moment after the commit; the editor's very next request must not wait.
 */
export function onChangeCommitted(db: Db, channel: string, listener: Listener): () => void {
  let channels = localListeners.get(db);
  if (!channels) {
    channels = new Map();
    localListeners.set(db, channels);
  }
  let set = channels.get(channel);
  if (!set) {
    set = new Set();
    channels.set(channel, set);
  }
  set.add(listener);
  const own = set;
  return () => own.delete(listener);
}

/** Call after the change's transaction committed (its `notifyChange` reaches the other processes). */
export function changeCommitted(db: Db, channel: string, key: string): void {
  for (const listener of localListeners.get(db)?.get(channel) ?? []) listener(key);
}
