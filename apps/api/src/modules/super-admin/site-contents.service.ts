import type {
  TLanguage,
  TSaveSiteContentBody,
  TSiteContent,
  TSiteContentList,
  TSiteContentType,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import type { siteContents } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import * as repo from './site-contents.repo';

const toView = (row: typeof siteContents.$inferSelect): TSiteContent => ({
  type: row.type as TSiteContentType,
  language: row.language as TLanguage,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

export async function contentsOfType(db: Db, type: TSiteContentType): Promise<TSiteContentList> {
  return { items: (await repo.contentsOfType(db, type)).map(toView) };
}

/** Stores the sanitised text; an empty one (nothing left after sanitising) removes the language's text. */
export async function saveContent(db: Db, body: TSaveSiteContentBody): Promise<TSiteContentList> {
  const content = sanitizeHtml(body.content, { images: false });
  if (content.replace(/<[^>]*>/g, '').trim() === '') await repo.deleteContent(db, body.type, body.language);
  else await repo.saveContent(db, body.type, body.language, content);
  return contentsOfType(db, body.type);
}

/** The public text of a type: in the language asked, else English, else 404. */
export async function publicContent(
  db: Db,
  type: TSiteContentType,
  language: TLanguage,
): Promise<TSiteContent> {
  const row = (await repo.findContent(db, type, language)) ?? (await repo.findContent(db, type, 'en'));
  if (!row) throw notFound('Content');
  return toView(row);
}
