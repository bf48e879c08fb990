import {
  isBlockShown,
  qrInfoBlockLink,
  type TMenuImage,
  type TOpeningHours,
  type TQrInfoBlockFields,
  type TQrInfoBlockSchedule,
  type TQrInfoPublic,
  type TQrInfoPublicBlock,
  type TQrInfoTheme,
} from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { readLocationSettings } from '../structure';
import { imageIdsOf } from './qr-info.blocks';
import * as guestRepo from './qr-info.guest.repo';
import { imagesByIds } from './qr-info-images.repo';

/**
 * A QR page as guests read it, built once per version by `GuestQrInfos`: the blocks ready to
 * send (links resolved, images and work details filled in), and what a request picks among them
 * (the location of the scanned table, the blocks shown now).
 */

interface ReadyBlock {
  /** The page's own blocks: their position; a location block goes before the page's block there. */
  sort: number;
  isActive: boolean;
  schedule: TQrInfoBlockSchedule | null;
  /** A location-work-details block of no location of its own shows the page's location. */
  ownLocation: boolean;
  block: TQrInfoPublicBlock;
}

interface Place {
  name: string;
  address: string | null;
  hours: TOpeningHours | null;
  slug: string;
}

export interface QrInfoForGuest {
  id: string;
  structureId: string;
  slug: string;
  title: string;
  isActive: boolean;
  version: number;
  locationId: string;
  timeZone: string;
  theme: TQrInfoTheme;
  blocks: ReadyBlock[];
  locationBlocks: Map<string, ReadyBlock[]>;
  locations: Map<string, Place>;
  tables: Map<string, { name: string; locationId: string; menuPath: string }>;
}

/** The link of a block that opens a page of the app; `tablePath` leads a menu to the table. */
function appLink(fields: TQrInfoBlockFields): string | null {
  if (fields.type === 'menu-link') return `/user/online-menu/${encodeURIComponent(fields.menuSlug)}`;
  if (fields.type === 'csat-link') return `/user/p/rate/${encodeURIComponent(fields.metricSlug)}`;
  return null;
}

export async function findQrInfoForGuest(db: DbOrTx, slug: string): Promise<QrInfoForGuest | null> {
  const found = await guestRepo.pageBySlug(db, slug);
  if (!found) return null;
  const { page, timeZone } = found;
  const [rows, places, tableRows] = await Promise.all([
    guestRepo.liveBlocks(db, page.structureId, page.id),
    guestRepo.companyLocations(db, page.structureId),
    guestRepo.companyTables(db, page.structureId),
  ]);
  const pictures = await imagesByIds(db, page.structureId, imageIdsOf(rows));
  const locations = new Map<string, Place>(
    places.map((l) => {
      const { workDetails } = readLocationSettings(l.settings);
      return [
        l.id,
        {
          name: l.name,
          slug: l.slug,
          address: workDetails.address ?? l.address ?? null,
          hours: workDetails.hours ?? null,
        },
      ];
    }),
  );
  const ready = (row: (typeof rows)[number]): ReadyBlock => {
    const fields = { ...(row.settings as object), type: row.type } as TQrInfoBlockFields;
    const image = (fields as { image?: string }).image;
    const picture: TMenuImage | null =
      typeof image === 'string'
        ? (pictures.get(image.toLowerCase()) ??
          (image.includes('/')
            ? { imageId: null, src: image, width: null, height: null, variants: {} }
            : null))
        : null;
    const placeId = fields.type === 'location-work-details' ? fields.locationId : null;
    const place = placeId ? locations.get(placeId) : undefined;
    return {
      sort: row.sort,
      isActive: row.isActive,
      schedule: (row.schedule as TQrInfoBlockSchedule | null) ?? null,
      ownLocation: fields.type === 'location-work-details' && !placeId,
      block: {
        ...fields,
        id: row.id,
        schedule: (row.schedule as TQrInfoPublicBlock['schedule']) ?? null,
        href: appLink(fields) ?? qrInfoBlockLink(fields),
        picture,
        workDetails: place ? { name: place.name, address: place.address, hours: place.hours } : null,
      } as TQrInfoPublicBlock,
    };
  };
  const blocks: ReadyBlock[] = [];
  const locationBlocks = new Map<string, ReadyBlock[]>();
  for (const row of rows) {
    if (row.locationId) {
      const list = locationBlocks.get(row.locationId) ?? [];
      list.push(ready(row));
      locationBlocks.set(row.locationId, list);
    } else blocks.push(ready(row));
  }
  return {
    id: page.id,
    structureId: page.structureId,
    slug: page.slug,
    title: page.title,
    isActive: page.isActive,
    version: page.version,
    locationId: page.locationId,
    timeZone,
    theme: {
      ...(page.theme as Omit<TQrInfoTheme, 'backgroundImage'>),
      backgroundImage: page.backgroundImage ?? null,
    },
    blocks,
    locationBlocks,
    locations,
    tables: new Map(
      tableRows.flatMap((t) => {
        const place = locations.get(t.locationId);
        if (!place) return [];
        const menuPath = [place.slug, t.groupSlug, t.slug].map(encodeURIComponent).join('/');
        return [[t.id, { name: t.name, locationId: t.locationId, menuPath }]];
      }),
    ),
  };
}

/** Where the page was opened: a table of the company, else a location of it, else the page's own. */
export function placeOf(page: QrInfoForGuest, query: { table?: string; location?: string }) {
  const table = query.table ? page.tables.get(query.table) : undefined;
  const locationId =
    table?.locationId ??
    (query.location && page.locations.has(query.location) ? query.location : page.locationId);
  return { tableId: table ? query.table! : null, table, locationId };
}

/**
 * What a guest sees now: the page's blocks and the location's merged by position, only those
 * shown on the venue's clock. `changesSoon`: some block has a schedule, so the answer may differ
 * in a minute.
 */
export function publicView(
  page: QrInfoForGuest,
  query: { table?: string; location?: string },
  now: Date,
): { view: TQrInfoPublic; changesSoon: boolean } {
  const { tableId, table, locationId } = placeOf(page, query);
  const shared = page.locationBlocks.get(locationId) ?? [];
  const merged: ReadyBlock[] = [];
  let s = 0;
  page.blocks.forEach((block, index) => {
    while (s < shared.length && shared[s]!.sort <= index) merged.push(shared[s++]!);
    merged.push(block);
  });
  merged.push(...shared.slice(s));
  const place = page.locations.get(locationId);
  const blocks = merged
    .filter((b) => isBlockShown(b, now, page.timeZone))
    .map(({ block, ownLocation }) => {
      const withPlace =
        ownLocation && place
          ? { ...block, workDetails: { name: place.name, address: place.address, hours: place.hours } }
          : block;
      if (withPlace.type === 'menu-link' && table)
        return { ...withPlace, href: `${withPlace.href}/${table.menuPath}` };
      return withPlace;
    });
  return {
    view: {
      slug: page.slug,
      title: page.title,
      theme: page.theme,
      timeZone: page.timeZone,
      location: { id: locationId, name: place?.name ?? '' },
      table: table ? { id: tableId!, name: table.name } : null,
      blocks,
    },
    changesSoon: merged.some((b) => b.schedule !== null),
  };
}
