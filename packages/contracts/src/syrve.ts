import { ZSlug } from './structure';
import * as z from './zod';

/**
 * The Syrve (iiko) POS of a company and one of its online menus (SPEC point 7 "Syrve"): the
 * POS's products, each linked to menu items (orders of a linked item go to the POS, the POS's
 * stop list marks it sold out). `{id}` of the spec's routes is the menu's slug; field names are
 * the spec's own.
 */

export const ZSyrveMenuParams = z.object({ slug: ZSlug });

export const ZSyrveProductsQuery = z.object({
  /** Part of a product's name, code or group. */
  q: z.string().trim().max(100).optional(),
  /** Fetch the products from the POS now (else they are fetched when older than 15 minutes). */
  refresh: z.enum(['true', 'false']).optional(),
});
export type TSyrveProductsQuery = z.infer<typeof ZSyrveProductsQuery>;

export const ZSyrveProductLink = z.object({
  itemId: z.uuid(),
  itemTitle: z.string(),
  /** The menu the item belongs to (a product may be linked in several menus). */
  menuSlug: z.string(),
});

export const ZSyrveProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  code: z.string().nullable(),
  groupName: z.string().nullable(),
  /** Minor units, like menu prices. */
  price: z.number().int(),
  links: z.array(ZSyrveProductLink),
});
export type TSyrveProduct = z.infer<typeof ZSyrveProduct>;

/** A menu item as the mapping page shows it: its link and whether the POS's stop list sold it out. */
export const ZSyrveMenuItem = z.object({
  id: z.uuid(),
  title: z.string(),
  categoryId: z.uuid(),
  soldOut: z.boolean(),
  productId: z.string().nullable(),
  /** The linked product's name as last fetched (null when not linked or no longer in Syrve). */
  productName: z.string().nullable(),
  stoppedByPos: z.boolean(),
});
export type TSyrveMenuItem = z.infer<typeof ZSyrveMenuItem>;

export const ZSyrveCategory = z.object({ id: z.uuid(), title: z.string(), parentId: z.uuid().nullable() });

/** Why the last fetch from the POS failed (an integration check code). */
export const ZSyrveFetchError = z.object({ code: z.string(), message: z.string() });

/** GET /syrve/{slug}/products. */
export const ZSyrveProducts = z.object({
  /** Syrve is saved with an API login and turned on in Integrations. */
  connected: z.boolean(),
  fetchedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The fetch asked for failed: the products are those of the last good fetch. */
  fetchError: ZSyrveFetchError.nullable(),
  /** Products matching `q` (the first 200 are listed). */
  total: z.number().int(),
  products: z.array(ZSyrveProduct),
  items: z.array(ZSyrveMenuItem),
  categories: z.array(ZSyrveCategory),
});
export type TSyrveProducts = z.infer<typeof ZSyrveProducts>;

/** POST /syrve/{slug}/connect: the item takes this product (replacing a product it had). */
export const ZSyrveConnectBody = z.object({
  syrve_product_id: z.string().trim().min(1).max(100),
  online_menu_item_id: z.uuid(),
});
export type TSyrveConnectBody = z.infer<typeof ZSyrveConnectBody>;

/** POST /syrve/{slug}/disconnect: the item is no longer linked (sold out by the POS: back on sale). */
export const ZSyrveDisconnectBody = z.object({ online_menu_item_id: z.uuid() });
export type TSyrveDisconnectBody = z.infer<typeof ZSyrveDisconnectBody>;

/** POST /syrve/{slug}/create: a new item from the product, linked to it, at the end of the category. */
export const ZSyrveCreateBody = z.object({
  syrve_product_id: z.string().trim().min(1).max(100),
  /** The category's id (categories are named by id in every menu route). */
  category_slug: z.uuid(),
});
export type TSyrveCreateBody = z.infer<typeof ZSyrveCreateBody>;

export const ZSyrveLinkAnswer = z.object({ item: ZSyrveMenuItem });
export type TSyrveLinkAnswer = z.infer<typeof ZSyrveLinkAnswer>;
