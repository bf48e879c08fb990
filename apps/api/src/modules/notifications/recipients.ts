import { ChangeFeed, type ChangeFeedTarget } from '../../db/change-feed';
import type { Database, Db } from '../../db/client';
import * as repo from './notifications.repo';

/**
 * Every change of a company's members (users: their company, role, status, name, address,
 * language), of its roles' permissions, of a member's notification setting or assigned
 * locations, and of its locations (name, parent) NOTIFYs this channel with the company's id.
 * Database triggers send it (migration 0016), inside the change's transaction, whichever code
 * or process writes: no writer can forget it.
 */
export const STAFF_CHANNEL = 'gl_staff';

/** Who a company's notifications may reach and where things are: what routing a rating reads. */
export interface CompanyRecipients {
  members: readonly repo.Member[];
  /** Every location of the company: its parent and name. */
  locations: ReadonlyMap<string, { parentId: string | null; name: string }>;
}

/** A location and the locations above it, nearest first (empty: not the company's). */
export function lineageOf(recipients: CompanyRecipients, locationId: string): string[] {
  const lineage: string[] = [];
  for (let id: string | null = locationId; id && !lineage.includes(id); ) {
    const location = recipients.locations.get(id);
    if (!location) break;
    lineage.push(id);
    id = location.parentId;
  }
  return lineage;
}

interface Entry {
  value: CompanyRecipients;
  /** The epoch in which the read that made it vouched for it; -1 when it could not. */
  verifiedEpoch: number;
}

/**
 * This process's `CompanyRecipients` by company, kept fresh by the staff channel's notices, so a
 * rating is routed without reading the members: no statement while the change feed vouches for
 * the entry (see MetricSnapshots for the same rules), two when it does not.
 */
export class RecipientsCache implements ChangeFeedTarget {
  readonly feed: ChangeFeed;
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<CompanyRecipients>>();
  private epoch = 0;
  private changes = 0;

  constructor(
    private readonly db: Db,
    database: Database,
    private readonly limit = 1000,
  ) {
    this.feed = new ChangeFeed(database, STAFF_CHANNEL, this);
  }

  invalidate(structureId: string): void {
    this.changes++;
    this.reading.clear();
    this.entries.delete(structureId);
  }

  distrustAll(): void {
    this.epoch++;
    this.reading.clear();
  }

  current(structureId: string): Promise<CompanyRecipients> {
    const entry = this.feed.live ? this.entries.get(structureId) : undefined;
    if (entry?.verifiedEpoch === this.epoch) {
      this.entries.delete(structureId);
      this.entries.set(structureId, entry);
      return Promise.resolve(entry.value);
    }
    const pending = this.reading.get(structureId);
    if (pending) return pending;
    const read = this.read(structureId).finally(() => {
      if (this.reading.get(structureId) === read) this.reading.delete(structureId);
    });
    this.reading.set(structureId, read);
    return read;
  }

  private async read(structureId: string): Promise<CompanyRecipients> {
    const epoch = this.epoch;
    const changes = this.changes;
    const [members, locations] = await Promise.all([
      repo.companyMembers(this.db, structureId),
      repo.companyLocations(this.db, structureId),
    ]);
    const value: CompanyRecipients = {
      members,
      locations: new Map(locations.map((l) => [l.id, { parentId: l.parentId, name: l.name }])),
    };
    const vouched = epoch === this.epoch && changes === this.changes;
    this.entries.delete(structureId);
    this.entries.set(structureId, { value, verifiedEpoch: vouched ? epoch : -1 });
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
