import type { TSurveyKind } from '@guestloop/contracts';
import type { Database, Db } from '../../db/client';
import { FeedCache } from '../../db/feed-cache';
import { COMPANY_PAGES_CHANNEL } from '../structure';
import { findSurveyBySlug, type SurveyForGuest } from './surveys.guest';

/**
 * This process's surveys as guests read them (surveys.guest.ts) by public slug, kept fresh by the
 * company pages' change notices: every change of a survey, of its company's name, logo or clock
 * and of its location's name notifies that channel in its transaction. Opening, saving and
 * answering a survey then need no statement for it while the change feed vouches for the entry.
 */
export class GuestSurveys extends FeedCache<SurveyForGuest> {
  constructor(db: Db, database: Database, limit = 1000) {
    super(db, database, {
      channel: COMPANY_PAGES_CHANNEL,
      build: findSurveyBySlug,
      noticeKeyOf: (survey) => survey.structureId,
      limit,
    });
  }

  /** The survey of the kind behind a public slug (published or not); null for none or another kind's. */
  async ofKind(kind: TSurveyKind, slug: string): Promise<SurveyForGuest | null> {
    const survey = await this.current(slug);
    return survey?.kind === kind ? survey : null;
  }
}
