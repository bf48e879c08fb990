import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { TItemAvailability, TItemSettings, TMenuItem, TPublicMenu } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import type { EncodedBody } from '../../plugins/compression';
import type { CachedEntity } from '../../plugins/fast-path';
import * as content from './content.repo';
import { buildTree, toItem, toMenuInfo } from './mappers';
import * as repo from './menus.repo';

/**
 * A menu version as guests reading one language get it: the public answer's bytes (compressed
 * once per encoding) and entity tag, and the data the pre-rendered page is written from. Shared by
 * every reader: never change it.
 */
export interface ShownMenu extends CachedEntity {
  menuId: string;
  version: number;
  menu: TPublicMenu;
}

/**
 * One version of an active menu as everything on the guest side uses it: read from the database
 * once, then shared. It is the menu in its own language (its translations are built from it:
 * translated-menus.ts), and ordering prices carts from its items, whatever language the guest
 * reads. A snapshot never changes; an edit makes the next one (see snapshots.ts for when each is
 * used).
 */
export interface MenuSnapshot extends ShownMenu {
  structureId: string;
  locationId: string | null;
  slug: string;
  currency: string;
  /** The company's IANA time zone: serving hours are judged on the venue's clock. */
  timeZone: string;
  /** `"<menuId>-<version>"`, the public answer's entity tag. */
  etag: string;
  /** Every item of the menu by id, with what ordering reads. */
  items: ReadonlyMap<string, MenuItemForOrder>;
}

/** What ordering needs of an item: its price, choices, sold-out flag and serving hours. */
export interface MenuItemForOrder {
  id: string;
  title: string;
  price: number;
  soldOut: boolean;
  availability: TItemAvailability | null;
  settings: TItemSettings;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const etagOf = (menuId: string, version: number) => `"${menuId}-${version}"`;

/** The JSON bytes in every encoding, compressed off the main thread. */
export async function encodeJson(json: string): Promise<EncodedBody> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, gzip: gz, br };
}

/**
 * The guest menu as plain data, in its own language: no positions, no staff-only fields, related
 * ids that still exist.
 */
export function publicMenu(
  row: repo.MenuRow,
  tree: ReturnType<typeof buildTree>,
  itemIds: Set<string>,
  timeZone: string,
): TPublicMenu {
  const publicItem = ({ position: _p, ...item }: TMenuItem) => ({
    ...item,
    settings: {
      ...item.settings,
      relatedItemIds: item.settings.relatedItemIds.filter((id) => itemIds.has(id)),
    },
  });
  const { isActive: _a, locationId: _l, updatedAt: _u, ...info } = toMenuInfo(row);
  const settings = {
    ...info.settings,
    relatedItems: {
      ...info.settings.relatedItems,
      itemIds: info.settings.relatedItems.itemIds.filter((id) => itemIds.has(id)),
    },
  };
  return {
    ...info,
    settings,
    categories: tree.map(({ parentId: _pp, position: _cp, items: own, subCategories, ...category }) => ({
      ...category,
      items: own.map(publicItem),
      subCategories: subCategories.map(({ parentId: _sp, position: _sc, items: subItems, ...sub }) => ({
        ...sub,
        items: subItems.map(publicItem),
      })),
    })),
    timeZone,
    contentLanguage: { shown: info.language, source: info.language, original: [], translated: 0 },
  };
}

/**
 * Reads the menu and builds its snapshot, or null when it is gone or switched off. The snapshot
 * carries the version read with it (never older than a version looked up before the build began).
 */
export async function buildMenuSnapshot(db: Db, menuId: string): Promise<MenuSnapshot | null> {
  const found = await repo.menuWithTimeZone(db, menuId);
  if (!found?.menu.isActive) return null;
  const { menu: row, timeZone } = found;
  const [categories, itemRows] = await Promise.all([
    content.listCategories(db, row.structureId, row.id),
    content.listItems(db, row.structureId, row.id),
  ]);
  const items = new Map<string, MenuItemForOrder>();
  for (const itemRow of itemRows) {
    const { id, title, price, soldOut, availability, settings } = toItem(itemRow);
    items.set(id, { id, title, price, soldOut, availability, settings });
  }
  const menu = publicMenu(row, buildTree(categories, itemRows), new Set(items.keys()), timeZone);
  return {
    menuId: row.id,
    structureId: row.structureId,
    locationId: row.locationId,
    slug: row.slug,
    version: row.version,
    currency: row.currency,
    timeZone,
    etag: etagOf(row.id, row.version),
    menu,
    items,
    ...(await encodeJson(JSON.stringify(menu))),
  };
}
