import type { TQrInfoBlock, TQrInfoLocationBlock } from '@guestloop/contracts';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { BlockValues, QrInfoBlockRow } from './qr-info.repo';

/**
 * Blocks between their stored form (the type's fields in `settings`) and the contracts' shape
 * (every field at the top), and the checks a schema cannot make: the text block's HTML is
 * sanitised like custom pages, and must keep some text.
 */

type AnyBlock = TQrInfoBlock | TQrInfoLocationBlock;

/** A stored block as the editor reads it; location blocks carry their location. */
export function toBlock(row: QrInfoBlockRow): AnyBlock {
  const block = {
    ...(row.settings as Record<string, unknown>),
    id: row.id,
    type: row.type,
    isActive: row.isActive,
    schedule: row.schedule ?? null,
    sort: row.sort,
  };
  return (row.locationId ? { ...block, locationId: row.locationId } : block) as AnyBlock;
}

/**
 * The values a checked block is saved from; `path` names it in a refusal (`body.blocks.3`). A
 * location block's `locationId` is its owner; a page block of location-work-details keeps its
 * own (the location whose details it shows) in its settings.
 */
export function toBlockValues(block: AnyBlock, sort: number, path: string, shared = false): BlockValues {
  const { id, type, isActive, schedule, sort: _sort, ...rest } = block as AnyBlock & { locationId?: string };
  const { locationId: owner, ...ownFields } = rest as Record<string, unknown> & { locationId?: string };
  const locationId = shared ? owner : undefined;
  const fields = shared ? ownFields : (rest as Record<string, unknown>);
  const settings: Record<string, unknown> = { ...fields };
  if (type === 'text') {
    const html = sanitizeHtml(String(settings.html ?? ''));
    if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(html))
      throw new AppError(400, 'VALIDATION_FAILED', 'The text is empty', [
        { path: `${path}.html`, code: 'required', message: 'The text is empty' },
      ]);
    settings.html = html;
  }
  return {
    id,
    type,
    settings,
    isActive,
    schedule: (schedule ?? null) as Record<string, unknown> | null,
    sort,
    locationId: locationId ?? null,
  };
}

/** Ids of media-library images the blocks show (image refs that are not links). */
export function imageIdsOf(blocks: readonly { type: string; settings?: unknown; image?: unknown }[]) {
  const ids = new Set<string>();
  for (const block of blocks) {
    const image = (block.settings as { image?: unknown } | undefined)?.image ?? block.image;
    if (typeof image === 'string' && /^[0-9a-f-]{36}$/i.test(image)) ids.add(image.toLowerCase());
  }
  return [...ids];
}
