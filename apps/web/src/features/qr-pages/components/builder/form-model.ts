import {
  type TEditQrInfoBody,
  type TQrInfoBlock,
  type TQrInfoLocationBlock,
  type TQrInfoPage,
  type TQrInfoThemeInput,
  ZEditQrInfoBody,
  ZQrInfoThemeInput,
} from '@guestloop/contracts';
import { z } from 'zod';

/** The builder's values: the page's title, address and look, and both block lists. */
export interface QrFormValues {
  title: string;
  slug: string;
  theme: TQrInfoThemeInput;
  /** In the page's order. */
  blocks: TQrInfoBlock[];
  /** Grouped by location, each group in its order. */
  locationBlocks: TQrInfoLocationBlock[];
}

export type AnyBlock = TQrInfoBlock | TQrInfoLocationBlock;

/** The contract's rules for what the builder saves, checked before anything is sent. */
export const ZQrBuilderForm = z.object({
  title: ZEditQrInfoBody.shape.title.unwrap(),
  slug: ZEditQrInfoBody.shape.slug.unwrap(),
  theme: ZQrInfoThemeInput,
  blocks: ZEditQrInfoBody.shape.blocks.unwrap(),
  locationBlocks: ZEditQrInfoBody.shape.locationBlocks.unwrap(),
});

/** Location blocks grouped by location (first seen first), each group by its `sort`. */
export function byLocation(blocks: readonly TQrInfoLocationBlock[]): TQrInfoLocationBlock[] {
  const order: string[] = [];
  for (const block of blocks) if (!order.includes(ownerOf(block))) order.push(ownerOf(block));
  return order.flatMap((locationId) =>
    blocks.filter((block) => ownerOf(block) === locationId).sort((a, b) => a.sort - b.sort),
  );
}

/**
 * The location a location block belongs to. (The contract's types meet the work-details block's
 * own optional `locationId` here; for a location block it is always the owner's.)
 */
export const ownerOf = (block: TQrInfoLocationBlock): string => block.locationId as string;

export function toFormValues(page: TQrInfoPage): QrFormValues {
  const { backgroundImage: _image, ...theme } = page.theme;
  return {
    title: page.title,
    slug: page.slug,
    theme,
    blocks: [...page.blocks].sort((a, b) => a.sort - b.sort),
    locationBlocks: byLocation(page.locationBlocks),
  };
}

/** What POST …/edit takes: each list's position becomes its `sort` (a location's blocks count from 0). */
export function toEditBody(values: QrFormValues): TEditQrInfoBody {
  const seen = new Map<string, number>();
  return {
    title: values.title,
    slug: values.slug,
    theme: values.theme,
    blocks: values.blocks.map((block, index) => ({ ...block, sort: index })),
    locationBlocks: values.locationBlocks.map((block) => {
      const sort = seen.get(ownerOf(block)) ?? 0;
      seen.set(ownerOf(block), sort + 1);
      return { ...block, sort };
    }),
  };
}
