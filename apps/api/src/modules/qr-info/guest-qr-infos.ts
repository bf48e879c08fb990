import { createHash } from 'node:crypto';
import type { Database, Db } from '../../db/client';
import { FeedCache } from '../../db/feed-cache';
import { encodeBody } from '../../plugins/compression';
import type { CachedEntity } from '../../plugins/fast-path';
import { COMPANY_PAGES_CHANNEL } from '../structure';
import { findQrInfoForGuest, placeOf, publicView, type QrInfoForGuest } from './qr-info.guest';

const ANSWER_LIMIT = 2000;

interface Answer {
  page: QrInfoForGuest;
  entity: CachedEntity;
  /** When it must be made again (a scheduled block may come or go): the next minute, or never. */
  until: number;
}

export interface PublicQuery {
  table?: string;
  location?: string;
}

/**
 * This process's QR pages as guests read them, by public slug, kept fresh by the company pages'
 * change notices (every change of a page, its blocks, the company's clock, its locations and
 * tables notifies that channel in its transaction). The public answer is kept compressed per page
 * version and place (table or location), until the next minute when a block has a schedule.
 */
export class GuestQrInfos extends FeedCache<QrInfoForGuest> {
  private readonly answers = new Map<string, Answer>();
  /** The answer of a page opened without a table or location (most scans), by page version. */
  private readonly plain = new WeakMap<QrInfoForGuest, Answer>();

  constructor(db: Db, database: Database, limit = 1000) {
    super(db, database, {
      channel: COMPANY_PAGES_CHANNEL,
      build: findQrInfoForGuest,
      noticeKeyOf: (page) => page.structureId,
      limit,
    });
  }

  private slot(page: QrInfoForGuest, query: PublicQuery) {
    const { tableId, locationId } = placeOf(page, query);
    return `${page.slug}\u0000${tableId ?? ''}\u0000${locationId}`;
  }

  private kept(page: QrInfoForGuest | undefined | null, query: PublicQuery, now: number) {
    if (!page?.isActive) return undefined;
    const plain = query.table === undefined && query.location === undefined;
    const answer = plain ? this.plain.get(page) : this.answers.get(this.slot(page, query));
    return answer && answer.page === page && answer.until > now ? answer.entity : undefined;
  }

  /** The answer without asking the database or building anything (for the fast path). */
  freshAnswer(slug: string, query: PublicQuery): CachedEntity | undefined {
    return this.kept(this.fresh(slug), query, Date.now());
  }

  /** The public answer of an active page; null for an unknown or inactive one. */
  async answer(slug: string, query: PublicQuery, now = new Date()): Promise<CachedEntity | null> {
    const page = await this.current(slug);
    if (!page?.isActive) return null;
    const kept = this.kept(page, query, now.getTime());
    if (kept) return kept;
    const { view, changesSoon } = publicView(page, query, now);
    const json = JSON.stringify(view);
    const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
    const entity: CachedEntity = { ...encodeBody(json), etag };
    const until = changesSoon ? Math.floor(now.getTime() / 60_000 + 1) * 60_000 : Number.POSITIVE_INFINITY;
    if (query.table === undefined && query.location === undefined) {
      this.plain.set(page, { page, entity, until });
      return entity;
    }
    const slot = this.slot(page, query);
    this.answers.delete(slot);
    this.answers.set(slot, { page, entity, until });
    while (this.answers.size > ANSWER_LIMIT) this.answers.delete(this.answers.keys().next().value as string);
    return entity;
  }
}
