import { ZLanguage } from './language-schema';
import { ZSlug } from './structure';
import { isUrl } from './validators';
import * as z from './zod';

/**
 * Content (SPEC point 7 "Privacy policy", "Content and short routes", and the customer route
 * `/:slug/page/:customPageSlug`): custom pages of a menu, privacy policies and short routes.
 * HTML bodies are sanitised by the API (basic formatting, links with safe protocols, images);
 * the answer carries the sanitised HTML.
 */

export const CONTENT_MESSAGE_CODES = {
  target: 'invalid_short_route_target',
  reserved: 'reserved_slug',
} as const;

const ZTitle = z.string().trim().min(1).max(200);
const ZBodyHtml = z.string().max(100_000);

// ---- Custom pages of a menu ----

export const ZMenuPage = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  isPublished: z.boolean(),
  position: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TMenuPage = z.infer<typeof ZMenuPage>;

export const ZMenuPageList = z.object({ items: z.array(ZMenuPage) });
export type TMenuPageList = z.infer<typeof ZMenuPageList>;

export const ZMenuPageParams = z.object({ slug: ZSlug, pageSlug: ZSlug });
export type TMenuPageParams = z.infer<typeof ZMenuPageParams>;

/** Without `id` a new page (slug made from the title when absent); with `id` that page is replaced. */
export const ZSaveMenuPageBody = z.object({
  id: z.uuid().optional(),
  slug: ZSlug.optional(),
  title: ZTitle,
  bodyHtml: ZBodyHtml,
  isPublished: z.boolean(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type TSaveMenuPageBody = z.infer<typeof ZSaveMenuPageBody>;

/** POST /customer/online-menu/page (the spec's names). */
export const ZPublicMenuPageBody = z.object({ entity_slug: ZSlug, page_slug: ZSlug });
export type TPublicMenuPageBody = z.infer<typeof ZPublicMenuPageBody>;

export const ZPublicMenuPage = z.object({ title: z.string(), bodyHtml: z.string() });
export type TPublicMenuPage = z.infer<typeof ZPublicMenuPage>;

// ---- Privacy policies ----

/** Paths under /manager/privacy-policy/ that are calls, never policy slugs. */
export const RESERVED_POLICY_SLUGS = ['create', 'list', 'template'] as const;
const ZPolicySlug = ZSlug.refine((s) => !(RESERVED_POLICY_SLUGS as readonly string[]).includes(s), {
  error: CONTENT_MESSAGE_CODES.reserved,
});

export const ZPrivacyPolicy = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  language: ZLanguage,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TPrivacyPolicy = z.infer<typeof ZPrivacyPolicy>;

/** GET /customer/privacy-policy/{slug}: the public page. */
export const ZPublicPrivacyPolicy = ZPrivacyPolicy.omit({ id: true });
export type TPublicPrivacyPolicy = z.infer<typeof ZPublicPrivacyPolicy>;

export const ZPrivacyPolicyList = z.object({ items: z.array(ZPrivacyPolicy) });
export type TPrivacyPolicyList = z.infer<typeof ZPrivacyPolicyList>;

/** GET /manager/privacy-policy/template: a starting text to adapt, in `language`. */
export const ZPrivacyPolicyTemplate = z.object({
  title: z.string(),
  bodyHtml: z.string(),
  language: ZLanguage,
});
export type TPrivacyPolicyTemplate = z.infer<typeof ZPrivacyPolicyTemplate>;

/** The template's language; absent: the Language header. Languages without a template get English. */
export const ZPrivacyPolicyTemplateQuery = z.object({ language: ZLanguage.optional() });
export type TPrivacyPolicyTemplateQuery = z.infer<typeof ZPrivacyPolicyTemplateQuery>;

/** Policy slugs are unique product-wide (public links); made from the title when absent. */
export const ZCreatePrivacyPolicyBody = z.object({
  title: ZTitle,
  bodyHtml: ZBodyHtml,
  language: ZLanguage,
  slug: ZPolicySlug.optional(),
});
export type TCreatePrivacyPolicyBody = z.infer<typeof ZCreatePrivacyPolicyBody>;

/** Fields left out are kept. */
export const ZUpdatePrivacyPolicyBody = z.object({
  title: ZTitle.optional(),
  bodyHtml: ZBodyHtml.optional(),
  language: ZLanguage.optional(),
});
export type TUpdatePrivacyPolicyBody = z.infer<typeof ZUpdatePrivacyPolicyBody>;

export const ZPrivacyPolicyParams = z.object({ slug: ZSlug });
export type TPrivacyPolicyParams = z.infer<typeof ZPrivacyPolicyParams>;

// ---- Short routes ----

/** Characters of a same-site path (RFC 3986 path, query and fragment characters and `%`). */
const SITE_PATH = /^\/user\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/**
 * Where a short route leads: a path of this site under `/user/` (no `//`, no `..` segment, no
 * backslash), or an `http(s)` URL that passes the spec's URL rule (no private network addresses).
 */
export function isShortRouteTarget(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  if (value.startsWith('/')) {
    const path = value.split(/[?#]/)[0] ?? '';
    return (
      SITE_PATH.test(value) && !path.includes('//') && !path.split('/').some((s) => s === '..' || s === '.')
    );
  }
  return /^https?:\/\//i.test(value) && isUrl(value);
}

export const ZShortRouteTarget = z
  .string()
  .trim()
  .max(2000)
  .refine(isShortRouteTarget, { error: CONTENT_MESSAGE_CODES.target });

/** SPEC point 3 "Short route: slug, data". */
export const ZShortRoute = z.object({ slug: z.string(), data: z.object({ path: z.string() }) });
export type TShortRoute = z.infer<typeof ZShortRoute>;

export const ZShortRouteList = z.object({
  items: z.array(ZShortRoute.extend({ createdAt: z.iso.datetime({ offset: true }) })),
});
export type TShortRouteList = z.infer<typeof ZShortRouteList>;

/** Slugs are unique product-wide; a short random one is made when absent (409 when a chosen one is taken). */
export const ZCreateShortRouteBody = z.object({ slug: ZSlug.optional(), target: ZShortRouteTarget });
export type TCreateShortRouteBody = z.infer<typeof ZCreateShortRouteBody>;

export const ZShortRouteParams = z.object({ slug: ZSlug });
export type TShortRouteParams = z.infer<typeof ZShortRouteParams>;

/** `details` of a 409 CONFLICT from the content calls. */
export const ZContentConflict = z.object({ reason: z.literal('slug-taken'), path: z.string() });
export type TContentConflict = z.infer<typeof ZContentConflict>;
