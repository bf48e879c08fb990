import { metricOutcome, type TMetricType } from '@guestloop/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ratings, tables } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { type Company, createRoot, createSub, newCompany } from '../../structure/structure.test-support';
import { localClock, type RawRating } from './rating-stats.reference';

/** Random companies full of ratings for the property test; a seed makes a failure repeatable. */

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  some<T>(items: readonly T[], max: number): T[];
}

/** mulberry32: small, and the same sequence for the same seed everywhere. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    some: (items, max) => [...new Set(Array.from({ length: int(1, max) }, () => pick(items)))],
  };
}

const HOUR = 3_600_000;
/**
 * Mostly late February to early April 2024 (spring daylight-saving changes), some late October,
 * some in the last 40 days up to now (a period reaching today reads this month whole).
 */
function randomInstant(rand: Random): Date {
  const now = Date.now();
  const roll = rand.next();
  const [start, end] =
    roll < 0.6
      ? [Date.UTC(2024, 1, 20), Date.UTC(2024, 3, 12)]
      : roll < 0.8
        ? [Date.UTC(2024, 9, 24), Date.UTC(2024, 10, 6)]
        : [now - 40 * 24 * HOUR, now - HOUR];
  return new Date(start + Math.floor(rand.next() * ((end - start) / HOUR)) * HOUR + rand.int(0, 3599) * 1000);
}

/**
 * A company on `timeZone`: root A with A1 under it and A1x under A1, root B; two tables at A and
 * one at B; stars at A (guests may name A1), faces at A1 (may name A1x), NPS at B.
 */
export class CompanyWorld {
  readonly locations: { id: string; parentId: string | null }[] = [];
  readonly metrics: { id: string; type: TMetricType; locationId: string; subs: string[] }[] = [];
  readonly tables: { id: string; locationId: string }[] = [];
  company!: Company;

  constructor(
    private readonly t: TestApp,
    public timeZone: string,
  ) {}

  async create() {
    this.company = await newCompany(this.t);
    const api = this.company.api;
    await api.post('/structure', { timeZone: this.timeZone });
    const a = await createRoot(api, 'A');
    const a1 = await createSub(api, a, 'A1');
    const a1x = await createSub(api, a1, 'A1x');
    const b = await createRoot(api, 'B');
    this.locations.push(
      { id: a, parentId: null },
      { id: a1, parentId: a },
      { id: a1x, parentId: a1 },
      { id: b, parentId: null },
    );
    for (const [location, names] of [
      [a, ['1', '2']],
      [b, ['9']],
    ] as const) {
      const group = (
        await api.post(`/horeca/groups/${location}/create`, { name: 'Room', slug: 'room' })
      ).json();
      for (const name of names) {
        const table = await api.post(`/horeca/groups/${location}/table-create`, {
          groupId: group.id,
          name,
          slug: `t${name}`,
        });
        this.tables.push({ id: table.json().id, locationId: location });
      }
    }
    for (const [type, locationId, subs] of [
      ['stars', a, [a1]],
      ['faces', a1, [a1x]],
      ['nps', b, []],
    ] as const) {
      const made = await api.post(`/metric/${type}`, { locationId });
      this.metrics.push({ id: made.json().id, type, locationId, subs: [...subs] });
    }
    return this;
  }

  /** `count` ratings in statements of 1–20 rows (several may land on one day and place). */
  async addRatings(rand: Random, count: number) {
    const rows = Array.from({ length: count }, () => {
      const metric = rand.pick(this.metrics);
      const score = rand.int(
        metric.type === 'nps' ? 0 : 1,
        metric.type === 'stars' ? 5 : metric.type === 'nps' ? 10 : 3,
      );
      const table = rand.chance(0.4)
        ? rand.pick(this.tables.filter((t) => t.locationId === metric.locationId))
        : undefined;
      const pending = rand.chance(0.25);
      return {
        structureId: this.company.structureId,
        metricId: metric.id,
        locationId: metric.locationId,
        subLocationId: metric.subs.length > 0 && rand.chance(0.4) ? rand.pick(metric.subs) : null,
        tableId: table?.id ?? null,
        score,
        outcome: metricOutcome(metric.type, score),
        language: 'en',
        verification: pending ? 'email' : 'none',
        viewedAt: rand.chance(0.3) ? new Date() : null,
        createdAt: randomInstant(rand),
      };
    });
    for (let at = 0; at < rows.length; ) {
      const size = rand.int(1, 20);
      await this.t.app.db.insert(ratings).values(rows.slice(at, at + size));
      at += size;
    }
  }

  /** One random change of the kinds staff, guests and deletions make. */
  async change(rand: Random) {
    const db = this.t.app.db;
    const own = eq(ratings.structureId, this.company.structureId);
    const [one] = await db.select().from(ratings).where(own).orderBy(sql`random()`).limit(1);
    if (!one) return;
    const metric = this.metrics.find((m) => m.id === one.metricId)!;
    const kind = rand.int(0, 7);
    if (kind === 0) await db.update(ratings).set({ verifiedAt: new Date() }).where(eq(ratings.id, one.id));
    else if (kind === 1) await db.update(ratings).set({ viewedAt: new Date() }).where(eq(ratings.id, one.id));
    else if (kind === 2) {
      const score = metric.type === 'nps' ? rand.int(0, 10) : rand.int(1, metric.type === 'stars' ? 5 : 3);
      await db
        .update(ratings)
        .set({ score, outcome: metricOutcome(metric.type, score) })
        .where(eq(ratings.id, one.id));
    } else if (kind === 3) {
      const sub = metric.subs.length > 0 && rand.chance(0.5) ? rand.pick(metric.subs) : null;
      await db.update(ratings).set({ subLocationId: sub, tableId: null }).where(eq(ratings.id, one.id));
    } else if (kind === 4) await db.delete(ratings).where(eq(ratings.id, one.id));
    else if (kind === 5) {
      // Many rows in one statement: every waiting rating of a metric confirmed at once.
      await db
        .update(ratings)
        .set({ verifiedAt: new Date() })
        .where(and(own, eq(ratings.metricId, metric.id), isNull(ratings.verifiedAt)));
    } else if (kind === 6) {
      await db
        .update(ratings)
        .set({ createdAt: randomInstant(rand) })
        .where(eq(ratings.id, one.id));
    } else {
      await db
        .update(ratings)
        .set({ viewedAt: null })
        .where(and(own, inArray(ratings.outcome, ['bad'])));
    }
  }

  /** A table taken away: its ratings keep their place and lose their table. */
  async deleteTable(rand: Random) {
    const table = rand.pick(this.tables);
    this.tables.splice(this.tables.indexOf(table), 1);
    await this.t.app.db.delete(tables).where(eq(tables.id, table.id));
  }

  /** The company's ratings as the reference reads them, on its current clock. */
  async raw(): Promise<RawRating[]> {
    const rows = await this.t.app.db
      .select()
      .from(ratings)
      .where(eq(ratings.structureId, this.company.structureId));
    return rows.map((r) => ({
      id: r.id,
      metricId: r.metricId,
      type: this.metrics.find((m) => m.id === r.metricId)!.type,
      locationId: r.locationId,
      subLocationId: r.subLocationId,
      tableId: r.tableId,
      score: r.score,
      outcome: r.outcome,
      counted: r.verification === 'none' || r.verifiedAt !== null,
      badUnread: r.outcome === 'bad' && r.viewedAt === null,
      ...localClock(r.createdAt, this.timeZone),
    }));
  }
}
