import { ZQrBlockType } from './enum-schemas';
import { ZMenuImage } from './menus';
import {
  QR_INFO_MESSAGE_CODES,
  ZQrInfoBlock,
  ZQrInfoLocationBlock,
  ZQrInfoPublicBlock,
} from './qr-info-block-settings';
import { QR_INFO_BUTTON_STYLES, QR_INFO_LIMITS } from './qr-info-blocks';
import { ZMenuStatsQuery, ZMenuViewsByDay, ZMenuViewsByDayHour } from './stats';
import { ZSlug } from './structure';
import * as z from './zod';

/**
 * QR info pages (SPEC point 7 "QR info", point 4 "isActive"): a venue's one page behind its QR
 * code, built from blocks (qr-info-block-settings.ts). Guests open /user/p/qr/{slug}; with a
 * table's QR the page knows the table (waiter call, pay the bill) and its location (location
 * blocks). Refusals are 400 VALIDATION_FAILED (field codes: QR_INFO_MESSAGE_CODES and the common
 * ones), 404 NOT_FOUND (unknown or inactive page, unknown block), 409 CONFLICT (slug taken).
 */

const ZTitle = z.string().trim().min(1).max(QR_INFO_LIMITS.title);
const ZCount = z.number().int().min(0);

/** Block ids are unique within a page, across its blocks and location blocks. */
function uniqueIds(ctx: { value: { id: string }[]; issues: z.core.$ZodRawIssue[] }): void {
  const seen = new Set<string>();
  ctx.value.forEach((block, index) => {
    if (seen.has(block.id))
      ctx.issues.push({
        code: 'custom',
        message: QR_INFO_MESSAGE_CODES.duplicate,
        path: [index, 'id'],
        input: block.id,
      });
    seen.add(block.id);
  });
}
const ZBlocks = z.array(ZQrInfoBlock).max(QR_INFO_LIMITS.blocks).check(uniqueIds);
const ZLocationBlocks = z.array(ZQrInfoLocationBlock).max(QR_INFO_LIMITS.blocks).check(uniqueIds);

// ---- Theme ----

export const ZQrInfoButtonStyle = z.enum(QR_INFO_BUTTON_STYLES);
const ZColor = z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'invalid' });

/** The page's look; the background image has calls of its own (edit/image-background). */
export const ZQrInfoThemeInput = z.object({
  backgroundColor: ZColor,
  textColor: ZColor,
  buttonColor: ZColor,
  buttonTextColor: ZColor,
  buttonStyle: ZQrInfoButtonStyle,
});
export type TQrInfoThemeInput = z.infer<typeof ZQrInfoThemeInput>;

/** A new page's theme. */
export const DEFAULT_QR_INFO_THEME: TQrInfoThemeInput = {
  backgroundColor: '#ffffff',
  textColor: '#1f2937',
  buttonColor: '#1f2937',
  buttonTextColor: '#ffffff',
  buttonStyle: 'filled',
};

export const ZQrInfoTheme = ZQrInfoThemeInput.extend({ backgroundImage: ZMenuImage.nullable() });
export type TQrInfoTheme = z.infer<typeof ZQrInfoTheme>;

// ---- Answers ----

/** GET /qr-info/{slug}/edit: the page with every block, as the editor needs it. */
export const ZQrInfoPage = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  locationId: z.uuid(),
  isActive: z.boolean(),
  theme: ZQrInfoTheme,
  /** By `sort`. */
  blocks: z.array(ZQrInfoBlock),
  /** By location, then `sort`. */
  locationBlocks: z.array(ZQrInfoLocationBlock),
  /** The address of each media-library image the blocks use, by image id (for previews). */
  images: z.record(z.string(), z.string()),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TQrInfoPage = z.infer<typeof ZQrInfoPage>;

/** One page of GET /qr-infos, with its counts. */
export const ZQrInfoListItem = ZQrInfoPage.pick({
  id: true,
  slug: true,
  title: true,
  locationId: true,
  isActive: true,
  updatedAt: true,
}).extend({
  locationName: z.string(),
  blocksCount: ZCount,
  /** Page views since it was made, and in the last 30 days. */
  views: ZCount,
  viewsLast30Days: ZCount,
});
export type TQrInfoListItem = z.infer<typeof ZQrInfoListItem>;

/** GET /qr-infos: the company's pages, newest first. */
export const ZQrInfoList = z.object({ items: z.array(ZQrInfoListItem) });
export type TQrInfoList = z.infer<typeof ZQrInfoList>;

/**
 * GET /qr-info/public/{slug}: what a guest sees now. Only an active page (404 otherwise), only
 * the blocks `isBlockShown` passes on the venue's clock, the location's blocks merged in by
 * `sort` when the page is opened for a location.
 */
export const ZQrInfoPublic = z.object({
  slug: z.string(),
  title: z.string(),
  theme: ZQrInfoTheme,
  /** The venue's IANA time zone, for `isBlockShown` while the page stays open. */
  timeZone: z.string(),
  location: z.object({ id: z.uuid(), name: z.string() }),
  /** The table whose QR code was scanned: waiter call and pay-bill need one. */
  table: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  blocks: z.array(ZQrInfoPublicBlock),
});
export type TQrInfoPublic = z.infer<typeof ZQrInfoPublic>;

// ---- Requests ----

export const ZQrInfoSlugParams = z.object({ slug: ZSlug });
export type TQrInfoSlugParams = z.infer<typeof ZQrInfoSlugParams>;
/** …/create-block/{type} and …/create-block-location/{type}. */
export const ZQrInfoBlockTypeParams = ZQrInfoSlugParams.extend({ type: ZQrBlockType });
export type TQrInfoBlockTypeParams = z.infer<typeof ZQrInfoBlockTypeParams>;

/** GET /qr-info/public/{slug}?table=…: opened from a table's QR code (its id) or a location's. */
export const ZQrInfoPublicQuery = z.object({ table: z.uuid().optional(), location: z.uuid().optional() });
export type TQrInfoPublicQuery = z.infer<typeof ZQrInfoPublicQuery>;

/** POST /qr-info/create: a page for the location; the title is the location's name when absent. */
export const ZCreateQrInfoBody = z.object({ locationId: z.uuid(), title: ZTitle.optional() });
export type TCreateQrInfoBody = z.infer<typeof ZCreateQrInfoBody>;

/**
 * POST /qr-info/{slug}/edit: fields left out are kept. `blocks` and `locationBlocks` replace the
 * stored ones (reordering, editing and switching blocks is one save); ids must be the page's own.
 */
export const ZEditQrInfoBody = z.object({
  title: ZTitle.optional(),
  slug: ZSlug.optional(),
  locationId: z.uuid().optional(),
  theme: ZQrInfoThemeInput.partial().optional(),
  blocks: ZBlocks.optional(),
  locationBlocks: ZLocationBlocks.optional(),
});
export type TEditQrInfoBody = z.input<typeof ZEditQrInfoBody>;

/** POST /qr-info/{slug}/edit/active (SPEC point 4). */
export const ZSetQrInfoActiveBody = z.object({ isActive: z.boolean() });
export type TSetQrInfoActiveBody = z.infer<typeof ZSetQrInfoActiveBody>;

/** POST /qr-info/{slug}/edit/image-background: an image of the media library (DELETE removes it). */
export const ZSetQrInfoBackgroundBody = z.object({ imageId: z.uuid() });
export type TSetQrInfoBackgroundBody = z.infer<typeof ZSetQrInfoBackgroundBody>;

/** DELETE /qr-info/{slug}/delete-block and delete-location-block. */
export const ZDeleteQrInfoBlockBody = z.object({ blockId: z.uuid() });
export type TDeleteQrInfoBlockBody = z.infer<typeof ZDeleteQrInfoBlockBody>;

/** POST /qr-info/{slug}/view: the page was opened, from a table's QR code when `table` is set. */
export const ZQrInfoViewBody = z.object({ table: z.uuid().optional() });
export type TQrInfoViewBody = z.infer<typeof ZQrInfoViewBody>;

/** POST /qr-info/{slug}/block-use: a guest used a block (followed its link, called a waiter…). */
export const ZQrInfoBlockUseBody = ZQrInfoViewBody.extend({ blockId: z.uuid() });
export type TQrInfoBlockUseBody = z.infer<typeof ZQrInfoBlockUseBody>;

// ---- Statistics ----

/** GET /stat/qr-info/views-by-day and views-by-day-hour: `slug`, the last `days` days in `tz`. */
export const ZQrInfoStatsQuery = ZMenuStatsQuery;
export type TQrInfoStatsQuery = z.input<typeof ZQrInfoStatsQuery>;

/** GET /stat/qr-info/views-by-day: page opens, distinct visitors and block uses per day. */
export const ZQrInfoViewsByDay = ZMenuViewsByDay.extend({
  days: z.array(z.object({ day: z.iso.date(), views: ZCount, visitors: ZCount, uses: ZCount })),
});
export type TQrInfoViewsByDay = z.infer<typeof ZQrInfoViewsByDay>;

/** GET /stat/qr-info/views-by-day-hour: page opens per day and hour 0–23 of `tz`. */
export const ZQrInfoViewsByDayHour = ZMenuViewsByDayHour;
export type TQrInfoViewsByDayHour = z.infer<typeof ZQrInfoViewsByDayHour>;

/** GET /qr-info/{slug}/analysis: the last `days` days in `tz`. */
export const ZQrInfoAnalysisQuery = ZMenuStatsQuery.omit({ slug: true });
export type TQrInfoAnalysisQuery = z.input<typeof ZQrInfoAnalysisQuery>;

export const ZQrInfoAnalysis = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  tz: z.string(),
  totals: z.object({ views: ZCount, visitors: ZCount, uses: ZCount }),
  /**
   * Every block used in the period or still on the page, most used first: uses and distinct
   * visitors who used it; a deleted block keeps its type and label, with `deleted` set.
   */
  blocks: z.array(
    z.object({
      blockId: z.uuid(),
      type: ZQrBlockType,
      label: z.string().nullable(),
      locationId: z.uuid().nullable(),
      uses: ZCount,
      visitors: ZCount,
      deleted: z.boolean(),
    }),
  ),
});
export type TQrInfoAnalysis = z.infer<typeof ZQrInfoAnalysis>;
