import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { onlineMenus } from './menus';
import { structures } from './structure';

/** A custom page of an online menu (customer route `/:slug/page/:customPageSlug`, not translated). */
export const menuPages = pgTable(
  'menu_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => onlineMenus.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised on the way in (lib/sanitize-html.ts). */
    bodyHtml: text('body_html').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('menu_pages_menu_slug_uq').on(t.menuId, t.slug),
    index('menu_pages_structure_idx').on(t.structureId),
  ],
);

/** A company's privacy policy, public at `/customer/privacy-policy/{slug}` (slugs unique product-wide). */
export const privacyPolicies = pgTable(
  'privacy_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('privacy_policies_slug_uq').on(t.slug),
    index('privacy_policies_structure_idx').on(t.structureId),
  ],
);

/** Where a short route leads (SPEC point 3 "Short route: slug, data"). */
export type ShortRouteData = { path: string };

/** A short link `/s/{slug}`, resolved by GET /public/{slug}/short (slugs unique product-wide). */
export const shortRoutes = pgTable(
  'short_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    data: jsonb('data').$type<ShortRouteData>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('short_routes_slug_uq').on(t.slug),
    index('short_routes_structure_idx').on(t.structureId),
  ],
);
