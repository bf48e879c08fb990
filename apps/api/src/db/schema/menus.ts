import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, createdAt, updatedAt } from './columns';
import { locations } from './structure';

/** An image of the media library as kept with a menu record (URL, size and WebP copies). */
export interface MenuImageValue {
  imageId: string | null;
  src: string;
  width: number | null;
  height: number | null;
  variants: Record<string, string>;
}

/**
 * An online menu (SPEC point 3 "Online menu"). `slug` is its public address, unique across the
 * product. `version` goes up with every change of the menu, its categories or items (in the
 * same transaction): the public menu cache of every process compares it.
 */
export const onlineMenus = pgTable(
  'online_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    logoImage: jsonb('logo_image').$type<MenuImageValue>(),
    backgroundImage: jsonb('background_image').$type<MenuImageValue>(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_menus_slug_uq').on(t.slug),
    index('online_menus_structure_idx').on(t.structureId, t.createdAt),
  ],
);

/** A category of a menu; `parentId` makes it a sub-category (one level deep). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => onlineMenus.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => menuCategories.id),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    image: jsonb('image').$type<MenuImageValue>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_categories_menu_idx').on(t.menuId, t.position),
    index('menu_categories_parent_idx').on(t.parentId),
  ],
);

/** A dish or drink. `price` and every option/add-on price are minor units of the menu's currency. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => onlineMenus.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    description: text('description'),
    price: integer('price').notNull().default(0),
    images: jsonb('images').$type<MenuImageValue[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    soldOut: boolean('sold_out').notNull().default(false),
    availability: jsonb('availability').$type<{ days: string[]; from: string; to: string }>(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_items_menu_idx').on(t.menuId, t.categoryId, t.position),
    index('menu_items_category_idx').on(t.categoryId),
  ],
);

/** One view of a menu (item null) or of an item, for statistics. Written by guests, never read by them. */
export const menuViews = pgTable(
  'menu_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => onlineMenus.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => menuItems.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_views_menu_idx').on(t.menuId, t.viewedAt), index('menu_views_item_idx').on(t.itemId)],
);
