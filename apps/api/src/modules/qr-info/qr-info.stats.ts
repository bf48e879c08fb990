import type {
  TQrInfoAnalysis,
  TQrInfoBlockType,
  TQrInfoViewsByDay,
  TQrInfoViewsByDayHour,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { daysOf, hourGrid, inZone, periodOf } from '../../lib/stat-period';
import { visitorHash } from '../../lib/visitor-hash';
import type { GuestQrInfos } from './guest-qr-infos';
import * as hits from './qr-info.hits.repo';
import * as repo from './qr-info.repo';

/**
 * Counting a QR page's opens and block uses (quiet: the guest page never waits on them), and the
 * statistics read from their hourly sums: every day (and hour) of the period, zeros included.
 */

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

let lastPrunedDay = '';

/** Counts an open of an active page, or a use of one of the blocks it shows (404 otherwise). */
export async function recordHit(
  db: Db,
  pages: GuestQrInfos,
  slug: string,
  blockId: string | null,
  visitor: Visitor,
  now = new Date(),
): Promise<void> {
  const page = await pages.current(slug);
  if (!page?.isActive) throw notFound('QR page');
  if (blockId !== null) {
    const shown =
      page.blocks.some((b) => b.block.id === blockId) ||
      [...page.locationBlocks.values()].some((list) => list.some((b) => b.block.id === blockId));
    if (!shown) throw notFound('Block');
  }
  const today = now.toISOString().slice(0, 10);
  if (today !== lastPrunedDay) {
    lastPrunedDay = today;
    await hits.pruneVisitors(db, today);
  }
  await hits.recordHit(db, {
    structureId: page.structureId,
    qrInfoId: page.id,
    blockId,
    visitorHash: visitorHash(visitor.ip, visitor.userAgent, now),
    at: now,
  });
}

async function pageIdOf(db: Db, structureId: string, slug: string) {
  const page = await repo.findPage(db, structureId, slug);
  if (!page) throw notFound('QR page');
  return page.id;
}

export interface StatsQuery {
  slug: string;
  days: number;
  tz: string;
}

export async function viewsByDay(db: Db, structureId: string, query: StatsQuery): Promise<TQrInfoViewsByDay> {
  const id = await pageIdOf(db, structureId, query.slug);
  const period = periodOf(query.days, query.tz);
  const rows = await inZone(() => hits.byDay(db, structureId, id, period));
  const found = new Map(rows.map((r) => [r.day, r]));
  return {
    ...period,
    days: daysOf(period.from, period.to).map((day) => ({
      day,
      views: Number(found.get(day)?.views ?? 0),
      visitors: Number(found.get(day)?.visitors ?? 0),
      uses: Number(found.get(day)?.uses ?? 0),
    })),
  };
}

export async function viewsByDayHour(
  db: Db,
  structureId: string,
  query: StatsQuery,
): Promise<TQrInfoViewsByDayHour> {
  const id = await pageIdOf(db, structureId, query.slug);
  const period = periodOf(query.days, query.tz);
  const rows = await inZone(() => hits.byDayHour(db, structureId, id, period));
  return { ...period, days: hourGrid(period, rows) };
}

/** A block's label as the editor named it, where its type has one. */
function labelOf(settings: Record<string, unknown>): string | null {
  for (const key of ['label', 'title', 'name', 'ssid', 'url', 'phone', 'email']) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** Totals of the period, and every block used in it or still on the page, most used first. */
export async function analysis(
  db: Db,
  structureId: string,
  slug: string,
  query: { days: number; tz: string },
): Promise<TQrInfoAnalysis> {
  const id = await pageIdOf(db, structureId, slug);
  const period = periodOf(query.days, query.tz);
  const [days, used, live, shared] = await Promise.all([
    inZone(() => hits.byDay(db, structureId, id, period)),
    inZone(() => hits.byBlock(db, structureId, id, period)),
    repo.pageBlocks(db, structureId, id),
    repo.locationBlocks(db, structureId),
  ]);
  const usedById = new Map(used.map((u) => [u.blockId, u]));
  const liveIds = new Set([...live, ...shared].map((b) => b.id));
  const gone = await hits.blocksByIds(
    db,
    structureId,
    used.map((u) => u.blockId).filter((blockId) => !liveIds.has(blockId)),
  );
  const blocks = [...live, ...shared, ...gone].map((b) => ({
    blockId: b.id,
    type: b.type as TQrInfoBlockType,
    label: labelOf(b.settings),
    locationId: b.locationId,
    uses: Number(usedById.get(b.id)?.uses ?? 0),
    visitors: Number(usedById.get(b.id)?.visitors ?? 0),
    deleted: b.deletedAt !== null,
  }));
  blocks.sort((a, b) => b.uses - a.uses);
  const sum = (key: 'views' | 'visitors' | 'uses') => days.reduce((n, d) => n + Number(d[key]), 0);
  return {
    from: period.from,
    to: period.to,
    tz: period.tz,
    totals: { views: sum('views'), visitors: sum('visitors'), uses: sum('uses') },
    blocks,
  };
}
