import { isBlockShown, type TQrInfoBlock, type TQrInfoLocationBlock } from '@guestloop/contracts';

export interface PreviewBlock {
  block: TQrInfoBlock | TQrInfoLocationBlock;
  /** Shown to guests now; false while its schedule keeps it hidden. */
  now: boolean;
  shared: boolean;
}

/**
 * What a guest opening the page for `locationId` sees, as the API builds it: the page's switched-on
 * blocks and the location's, merged by position (the page's first on a tie). Blocks hidden at
 * this moment by their schedule stay, marked, so the editor sees them.
 */
export function previewBlocks(
  blocks: readonly TQrInfoBlock[],
  locationBlocks: readonly TQrInfoLocationBlock[],
  locationId: string | null,
  timeZone: string,
  now = new Date(),
): PreviewBlock[] {
  const own = blocks.map((block, index) => ({ block, sort: index, shared: false }));
  let position = 0;
  const shared = locationBlocks
    .filter((block) => block.locationId === locationId)
    .map((block) => ({ block, sort: position++, shared: true }));
  return [...own, ...shared]
    .filter(({ block }) => block.isActive !== false)
    .sort((a, b) => a.sort - b.sort || Number(a.shared) - Number(b.shared))
    .map(({ block, shared: isShared }) => ({
      block,
      shared: isShared,
      now: isBlockShown({ schedule: block.schedule }, now, timeZone),
    }));
}
