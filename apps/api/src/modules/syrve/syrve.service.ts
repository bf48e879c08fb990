import {
  type TMenu,
  type TSyrveConnectBody,
  type TSyrveCreateBody,
  type TSyrveDisconnectBody,
  type TSyrveLinkAnswer,
  type TSyrveMenuItem,
  type TSyrveProducts,
  type TSyrveProductsQuery,
  ZCreateMenuItemBody,
} from '@guestloop/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { syrveClient } from '../../providers/pos';
import { type OpenIntegration, readStructureIntegration } from '../integrations';
import { createItem, findItemsOfCompany, getMenu, updateItem } from '../menus';
import * as repo from './syrve.repo';
import { problemOf, resolveOrganization } from './syrve.target';

/** A menu's mapping to the company's Syrve products (SPEC point 7 "Syrve"; `{id}` is the menu's slug). */

export interface SyrveDeps {
  db: Db;
  config: Config;
}

/** Products are fetched again when asked, or when the last fetch is older than this. */
const STALE_MS = 15 * 60_000;
const LISTED = 200;

/** Syrve saved with an API login and turned on; null otherwise. */
export async function liveIntegration(deps: SyrveDeps, structureId: string): Promise<OpenIntegration | null> {
  const found = await readStructureIntegration(deps.db, deps.config, structureId, { serviceUid: 'syrve' });
  return found?.enabled && found.secrets.apiLogin ? found : null;
}

/** Fetches the organization's nomenclature into the company's products. */
export async function fetchProducts(deps: SyrveDeps, integration: OpenIntegration) {
  const apiLogin = integration.secrets.apiLogin!;
  const client = syrveClient(deps.config);
  const organization = await resolveOrganization(client, apiLogin, integration.settings);
  const products = await client.products(apiLogin, organization.id);
  await deps.db.transaction((tx) => repo.replaceProducts(tx, integration.structureId, products, new Date()));
}

function flatten(menu: TMenu) {
  const categories = menu.categories.flatMap((c) => [c, ...c.subCategories]);
  return {
    categories: categories.map((c) => ({ id: c.id, title: c.title, parentId: c.parentId })),
    items: categories.flatMap((c) => c.items),
  };
}

function shown(
  item: { id: string; title: string; categoryId: string; soldOut: boolean },
  link: { productId: string; stoppedByPos: boolean } | null,
  productName: string | null,
): TSyrveMenuItem {
  return {
    id: item.id,
    title: item.title,
    categoryId: item.categoryId,
    soldOut: item.soldOut,
    productId: link?.productId ?? null,
    productName: link ? productName : null,
    stoppedByPos: link?.stoppedByPos ?? false,
  };
}

/** GET /syrve/{slug}/products: the POS's products matching `q`, with the items each is linked to. */
export async function listProducts(
  deps: SyrveDeps,
  structureId: string,
  slug: string,
  query: TSyrveProductsQuery,
): Promise<TSyrveProducts> {
  const menu = await getMenu(deps.db, structureId, slug);
  const integration = await liveIntegration(deps, structureId);
  let fetchError: TSyrveProducts['fetchError'] = null;
  let fetchedAt = await repo.productsFetchedAt(deps.db, structureId);
  if (
    integration &&
    (query.refresh === 'true' || !fetchedAt || Date.now() - fetchedAt.getTime() > STALE_MS)
  ) {
    try {
      await fetchProducts(deps, integration);
      fetchedAt = await repo.productsFetchedAt(deps.db, structureId);
    } catch (error) {
      fetchError = problemOf(error);
    }
  }
  const { rows, total } = integration
    ? await repo.listProducts(deps.db, structureId, query.q || undefined, LISTED)
    : { rows: [], total: 0 };
  const links = await repo.linksOfProducts(
    deps.db,
    structureId,
    rows.map((r) => r.productId),
  );
  const linkedItems = new Map(
    (
      await findItemsOfCompany(
        deps.db,
        structureId,
        links.map((l) => l.menuItemId),
      )
    ).map((i) => [i.id, i]),
  );
  const { categories, items } = flatten(menu);
  const itemLinks = new Map(
    (
      await repo.linksOfItems(
        deps.db,
        structureId,
        items.map((i) => i.id),
      )
    ).map((l) => [l.menuItemId, l]),
  );
  const names = await repo.productNames(
    deps.db,
    structureId,
    [...itemLinks.values()].map((l) => l.productId),
  );
  return {
    connected: integration !== null,
    fetchedAt: integration && fetchedAt ? fetchedAt.toISOString() : null,
    fetchError,
    total,
    products: rows.map((row) => ({
      id: row.productId,
      name: row.name,
      description: row.description,
      code: row.code,
      groupName: row.groupName,
      price: row.price,
      links: links
        .filter((l) => l.productId === row.productId && linkedItems.has(l.menuItemId))
        .map((l) => {
          const item = linkedItems.get(l.menuItemId)!;
          return { itemId: item.id, itemTitle: item.title, menuSlug: item.menuSlug };
        }),
    })),
    items: items.map((item) => {
      const link = itemLinks.get(item.id) ?? null;
      return shown(item, link, link ? (names.get(link.productId) ?? null) : null);
    }),
    categories,
  };
}

/** The item of this menu (another menu's, another company's or an unknown one is 404). */
async function menuItem(deps: SyrveDeps, structureId: string, slug: string, itemId: string) {
  const [item] = await findItemsOfCompany(deps.db, structureId, [itemId]);
  if (!item || item.menuSlug !== slug) throw notFound('Menu item');
  return item;
}

async function product(deps: SyrveDeps, structureId: string, productId: string) {
  const row = await repo.findProduct(deps.db, structureId, productId);
  if (!row) throw notFound('POS product');
  return row;
}

/** POST /syrve/{slug}/connect. */
export async function connect(
  deps: SyrveDeps,
  structureId: string,
  slug: string,
  body: TSyrveConnectBody,
): Promise<TSyrveLinkAnswer> {
  await getMenu(deps.db, structureId, slug);
  const item = await menuItem(deps, structureId, slug, body.online_menu_item_id);
  const found = await product(deps, structureId, body.syrve_product_id);
  const link = await repo.upsertLink(deps.db, structureId, item.id, found.productId);
  return { item: shown(item, link, found.name) };
}

/** POST /syrve/{slug}/disconnect: an item the POS had sold out goes back on sale. */
export async function disconnect(
  deps: SyrveDeps,
  structureId: string,
  slug: string,
  body: TSyrveDisconnectBody,
): Promise<TSyrveLinkAnswer> {
  const item = await menuItem(deps, structureId, slug, body.online_menu_item_id);
  const [link] = await repo.linksOfItems(deps.db, structureId, [item.id]);
  if (!link) throw notFound('POS link');
  if (link.stoppedByPos && item.soldOut) {
    const updated = await updateItem(deps.db, structureId, slug, item.id, { soldOut: false }, async (tx) => {
      await repo.deleteLink(tx, structureId, item.id);
    });
    return { item: shown(updated, null, null) };
  }
  await repo.deleteLink(deps.db, structureId, item.id);
  return { item: shown(item, null, null) };
}

/** POST /syrve/{slug}/create: the product's name, description and price make an item, linked to it. */
export async function create(
  deps: SyrveDeps,
  structureId: string,
  slug: string,
  body: TSyrveCreateBody,
): Promise<TSyrveLinkAnswer> {
  const found = await product(deps, structureId, body.syrve_product_id);
  const values = ZCreateMenuItemBody.parse({
    categoryId: body.category_slug,
    title: found.name.slice(0, 200),
    description: found.description?.slice(0, 5000) ?? null,
    price: Math.min(Math.max(0, found.price), 1_000_000_000),
  });
  let link: repo.PosLinkRow | null = null;
  const item = await createItem(deps.db, structureId, slug, values, async (tx, made) => {
    link = await repo.upsertLink(tx, structureId, made.id, found.productId);
  });
  return { item: shown(item, link, found.name) };
}
