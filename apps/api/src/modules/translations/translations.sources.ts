import type { TTranslatableContent, TTranslatableKind } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { menuTranslatableTexts } from '../menus';
import { metricTranslatableTexts } from '../metrics';
import { qrInfoTranslatableTexts } from '../qr-info';
import { surveysTranslatableTexts } from '../surveys';

type Reader = (db: DbOrTx, structureId: string, slug: string) => Promise<TTranslatableContent | null>;

/** Where each kind's texts come from: the catalogue module that owns the record. */
const READERS: Record<TTranslatableKind, Reader> = {
  menu: menuTranslatableTexts,
  survey: (db, structureId, slug) => surveysTranslatableTexts(db, structureId, 'survey', slug),
  enps: (db, structureId, slug) => surveysTranslatableTexts(db, structureId, 'enps', slug),
  quiz: (db, structureId, slug) => surveysTranslatableTexts(db, structureId, 'quiz', slug),
  metric: metricTranslatableTexts,
  'qr-info': qrInfoTranslatableTexts,
};

/** Texts without a letter (prices, "1", "10/10") read the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text);

/**
 * The company's record of the kind with its guest-visible texts worth translating; another
 * company's slug, or an unknown one, is 404.
 */
export async function readSource(
  db: DbOrTx,
  structureId: string,
  kind: TTranslatableKind,
  slug: string,
): Promise<TTranslatableContent> {
  const content = await READERS[kind](db, structureId, slug);
  if (!content) throw notFound('Content');
  return { ...content, texts: content.texts.filter((entry) => hasWords(entry.text)) };
}
