import { ZCurrency } from './enum-schemas';
import { ZLanguage } from './language-schema';
import { ZPermission } from './permissions';
import { ZPermissionList, ZRoleName } from './roles';
import { ZSlug } from './structure';
import * as z from './zod';

/**
 * The super administrator's console (SPEC point 6 and point 7 "Super admin"): every company
 * ("structure"), user and role of the product, site-wide contents by type and language, and the
 * take-over of a company — the super administrator works inside it until they leave, and the
 * company's administrators can read who came, when and why.
 */

const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZSearch = z.string().trim().max(100).optional();
const ZDateTime = z.iso.datetime({ offset: true });

export const ZSuperAdminIdParams = z.object({ id: z.uuid() });
export type TSuperAdminIdParams = z.infer<typeof ZSuperAdminIdParams>;

// ---- Structures ----

/** GET /super-admin/structures: matches the name or the slug, ignoring case. */
export const ZSuperAdminStructuresQuery = z.object({ search: ZSearch, page: ZPage, pageSize: ZPageSize });
export type TSuperAdminStructuresQuery = z.infer<typeof ZSuperAdminStructuresQuery>;

/** POST /super-admin/structures/filter: the list's filter sent as a body, with the company's language. */
export const ZSuperAdminStructureFilterBody = ZSuperAdminStructuresQuery.extend({
  language: ZLanguage.optional(),
});
export type TSuperAdminStructureFilterBody = z.infer<typeof ZSuperAdminStructureFilterBody>;

export const ZSuperAdminStructure = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  language: ZLanguage,
  currency: ZCurrency,
  userCount: z.number().int(),
  createdAt: ZDateTime,
});
export type TSuperAdminStructure = z.infer<typeof ZSuperAdminStructure>;

export const ZSuperAdminStructurePage = z.object({
  items: z.array(ZSuperAdminStructure),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSuperAdminStructurePage = z.infer<typeof ZSuperAdminStructurePage>;

/** GET /super-admin/{id}/structure-data: how much the company holds, table by table. */
export const STRUCTURE_DATA_COUNTS = [
  'locations',
  'menus',
  'menuItems',
  'users',
  'roles',
  'tables',
  'orders',
  'customers',
  'ratings',
  'metrics',
  'surveys',
  'qrInfos',
  'images',
] as const;
export type TStructureDataCount = (typeof STRUCTURE_DATA_COUNTS)[number];
export const ZSuperAdminStructureData = z.object({
  structureId: z.uuid(),
  counts: z.record(z.enum(STRUCTURE_DATA_COUNTS), z.number().int()),
});
export type TSuperAdminStructureData = z.infer<typeof ZSuperAdminStructureData>;

/** POST /super-admin/structure-create: a new company with the built-in roles (slug from the name when absent). */
export const ZSuperAdminCreateStructureBody = z.object({
  name: z.string().trim().min(1).max(120),
  slug: ZSlug.optional(),
  language: ZLanguage.default('en'),
  currency: ZCurrency.default('EUR'),
});
export type TSuperAdminCreateStructureBody = z.infer<typeof ZSuperAdminCreateStructureBody>;

/** POST /super-admin/structure-update: fields left out are kept. */
export const ZSuperAdminUpdateStructureBody = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1).max(120).optional(),
  slug: ZSlug.optional(),
  language: ZLanguage.optional(),
  currency: ZCurrency.optional(),
});
export type TSuperAdminUpdateStructureBody = z.infer<typeof ZSuperAdminUpdateStructureBody>;

// ---- Users ----

export const ZSuperAdminUsersQuery = z.object({
  /** Matches the name or the e-mail address, ignoring case. */
  search: ZSearch,
  structureId: z.uuid().optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TSuperAdminUsersQuery = z.infer<typeof ZSuperAdminUsersQuery>;

const ZNamed = z.object({ id: z.uuid(), name: z.string() });

export const ZSuperAdminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'active', 'disabled']),
  isSuperAdmin: z.boolean(),
  structure: ZNamed.nullable(),
  role: ZNamed.extend({ slug: z.string() }).nullable(),
  createdAt: ZDateTime,
});
export type TSuperAdminUser = z.infer<typeof ZSuperAdminUser>;

export const ZSuperAdminUserPage = z.object({
  items: z.array(ZSuperAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSuperAdminUserPage = z.infer<typeof ZSuperAdminUserPage>;

/** GET /super-admin/user/{id}/locations: the locations the user works at. */
export const ZSuperAdminUserLocations = z.object({
  items: z.array(ZNamed.extend({ slug: z.string(), parentId: z.uuid().nullable() })),
});
export type TSuperAdminUserLocations = z.infer<typeof ZSuperAdminUserLocations>;

/** GET /super-admin/user/{id}/info/print: what the product keeps about a user, for the print page. */
export const ZSuperAdminUserInfo = ZSuperAdminUser.extend({
  language: ZLanguage,
  emailVerified: z.boolean(),
  permissions: z.array(ZPermission),
  locations: z.array(z.string()),
  sessionCount: z.number().int(),
  lastSeenAt: ZDateTime.nullable(),
});
export type TSuperAdminUserInfo = z.infer<typeof ZSuperAdminUserInfo>;

// ---- Roles ----

export const ZSuperAdminRolesQuery = z.object({
  structureId: z.uuid().optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TSuperAdminRolesQuery = z.infer<typeof ZSuperAdminRolesQuery>;

export const ZSuperAdminRole = z.object({
  id: z.uuid(),
  /** Null for a global role. */
  structure: ZNamed.nullable(),
  slug: z.string(),
  name: z.string(),
  permissions: z.array(ZPermission),
  isSystem: z.boolean(),
  userCount: z.number().int(),
});
export type TSuperAdminRole = z.infer<typeof ZSuperAdminRole>;

export const ZSuperAdminRolePage = z.object({
  items: z.array(ZSuperAdminRole),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSuperAdminRolePage = z.infer<typeof ZSuperAdminRolePage>;

/** POST /super-admin/role-update: renames a role or replaces its permissions (fields left out are kept). */
export const ZSuperAdminUpdateRoleBody = z.object({
  id: z.uuid(),
  name: ZRoleName.optional(),
  permissions: ZPermissionList.optional(),
});
export type TSuperAdminUpdateRoleBody = z.infer<typeof ZSuperAdminUpdateRoleBody>;

// ---- Take-over ----

export const TAKEOVER_REASON_MAX = 500;

/** POST /super-admin/take-over-structure: the super administrator works in the company until they leave. */
export const ZTakeOverStructureBody = z.object({
  structureId: z.uuid(),
  reason: z.string().trim().min(3).max(TAKEOVER_REASON_MAX),
});
export type TTakeOverStructureBody = z.infer<typeof ZTakeOverStructureBody>;

/** One take-over: who worked in the company, when and why (`endedAt` null while it lasts). */
export const ZTakeover = z.object({
  id: z.uuid(),
  structure: ZNamed,
  superAdmin: z.object({ name: z.string(), email: z.string() }),
  reason: z.string(),
  startedAt: ZDateTime,
  endedAt: ZDateTime.nullable(),
});
export type TTakeover = z.infer<typeof ZTakeover>;

/** GET /super-admin/take-over: the caller's current take-over, if any. */
export const ZCurrentTakeover = z.object({ takeover: ZTakeover.nullable() });
export type TCurrentTakeover = z.infer<typeof ZCurrentTakeover>;

/** GET /structure/takeovers: the company's take-overs, newest first. */
export const ZTakeoverList = z.object({ items: z.array(ZTakeover) });
export type TTakeoverList = z.infer<typeof ZTakeoverList>;

// ---- Site contents ----

/** Texts of the product itself (not of a company), one per type and language. */
export const SITE_CONTENT_TYPES = ['privacy-policy', 'terms-of-use', 'cookie-policy', 'about'] as const;
export type TSiteContentType = (typeof SITE_CONTENT_TYPES)[number];
export const ZSiteContentType = z.enum(SITE_CONTENT_TYPES);
export const SITE_CONTENT_MAX = 200_000;

export const ZSiteContentTypeParams = z.object({ type: ZSiteContentType });
export type TSiteContentTypeParams = z.infer<typeof ZSiteContentTypeParams>;

/** GET /content/{id}: `id` is the content's type; answered in the Language header's language, else English. */
export const ZSiteContentParams = z.object({ id: ZSiteContentType });
export type TSiteContentParams = z.infer<typeof ZSiteContentParams>;

/** `content` is sanitised HTML. */
export const ZSiteContent = z.object({
  type: ZSiteContentType,
  language: ZLanguage,
  content: z.string(),
  updatedAt: ZDateTime,
});
export type TSiteContent = z.infer<typeof ZSiteContent>;

/** GET /super-admin/{type}/contents: the type's text in each language that has one. */
export const ZSiteContentList = z.object({ items: z.array(ZSiteContent) });
export type TSiteContentList = z.infer<typeof ZSiteContentList>;

/** POST /super-admin/content: creates or replaces the type's text in a language ('' removes it). */
export const ZSaveSiteContentBody = z.object({
  type: ZSiteContentType,
  language: ZLanguage,
  content: z.string().max(SITE_CONTENT_MAX),
});
export type TSaveSiteContentBody = z.infer<typeof ZSaveSiteContentBody>;
