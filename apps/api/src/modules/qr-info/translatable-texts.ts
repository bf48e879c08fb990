import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  translationLabel as label,
  type TLanguage,
  type TTranslatableContent,
  type TTranslatableText,
  type TTranslationLabelWord,
} from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { findStructure } from '../structure';
import * as repo from './qr-info.repo';

/** The fields of a block a guest reads as words (links, phone numbers, names and addresses are not translated). */
const BLOCK_TEXT_FIELDS = [
  ['title', 'title'],
  ['label', 'label'],
  ['buttonLabel', 'buttonLabel'],
  ['text', 'text'],
  ['html', 'text'],
  ['note', 'note'],
  ['alt', 'alt'],
] as const satisfies readonly (readonly [string, TTranslationLabelWord])[];

const isLanguage = (value: string): value is TLanguage => (LANGUAGES as readonly string[]).includes(value);

/**
 * Every text a guest reads on a QR page, once, for translation: the title, then each block's
 * words — the page's own blocks, and the blocks of the page's location that show with them — in
 * the company's language (a page has none of its own). A text block is its HTML. Null when the
 * company has no page under the slug.
 */
export async function qrInfoTranslatableTexts(
  db: DbOrTx,
  structureId: string,
  slug: string,
): Promise<(TTranslatableContent & { qrInfoId: string }) | null> {
  const page = await repo.findPage(db, structureId, slug);
  if (!page) return null;
  const [company, own, shared] = await Promise.all([
    findStructure(db, structureId),
    repo.pageBlocks(db, structureId, page.id),
    repo.locationBlocks(db, structureId),
  ]);
  const texts: TTranslatableText[] = [{ id: 'title', label: label('title'), text: page.title }];
  const addBlocks = (blocks: repo.QrInfoBlockRow[], word: 'block' | 'locationBlock') => {
    blocks.forEach((block, index) => {
      const settings = block.settings as Record<string, unknown>;
      for (const [field, fieldWord] of BLOCK_TEXT_FIELDS) {
        const text = settings[field];
        if (typeof text === 'string' && text.trim())
          texts.push({ id: `blocks.${block.id}.${field}`, label: label([word, index + 1], fieldWord), text });
      }
    });
  };
  addBlocks(own, 'block');
  addBlocks(
    shared.filter((block) => block.locationId === page.locationId),
    'locationBlock',
  );
  const language = company && isLanguage(company.language) ? company.language : DEFAULT_LANGUAGE;
  return { qrInfoId: page.id, title: page.title, language, texts };
}
