import {
  CURRENCIES,
  isLanguage,
  type TCurrency,
  type TLocationTree,
  type TLocationTreeNode,
  type TMessengers,
  type TStructure,
  type TUpdateStructureBody,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { DomainEvents } from '../events';
import { companyPagesChanged, notifyCompanyPages } from './company-pages';
import * as locationsRepo from './locations.repo';
import { toLocationSummary } from './locations.service';
import {
  contactLinks,
  mergeStructureSettings,
  readLocationSettings,
  readStructureSettings,
} from './settings';
import * as repo from './structure.repo';

/** The caller's company: GET/POST /structure, /structure/set-image, /tree, /messengers. */

const isCurrency = (value: string): value is TCurrency => (CURRENCIES as readonly string[]).includes(value);

function toStructure(row: repo.StructureRow): TStructure {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    language: isLanguage(row.language) ? row.language : 'en',
    currency: isCurrency(row.currency) ? row.currency : 'EUR',
    timeZone: row.timeZone,
    logoUrl: row.logoUrl,
    settings: readStructureSettings(row.settings),
  };
}

async function loadStructure(db: Db, structureId: string): Promise<repo.StructureRow> {
  const row = await repo.findStructure(db, structureId);
  // The session's company always exists (it is deleted with its last user); be safe anyway.
  if (!row) throw notFound('Company');
  return row;
}

export async function getStructure(db: Db, structureId: string): Promise<TStructure> {
  return toStructure(await loadStructure(db, structureId));
}

/** Name, language, currency, time zone and contact settings; fields left out are kept. */
export async function updateStructure(
  db: Db,
  events: DomainEvents,
  structureId: string,
  body: TUpdateStructureBody,
): Promise<TStructure> {
  const zoneChanged = await db.transaction(async (tx) => {
    const current = await repo.lockStructure(tx, structureId);
    if (!current) throw notFound('Company');
    await repo.updateStructure(tx, structureId, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.language === undefined ? {} : { language: body.language }),
      ...(body.currency === undefined ? {} : { currency: body.currency }),
      ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
      settings: mergeStructureSettings(current.settings, body.settings),
    });
    await notifyCompanyPages(tx, structureId);
    return body.timeZone !== undefined && body.timeZone !== current.timeZone;
  });
  companyPagesChanged(db, structureId);
  if (zoneChanged) await events.emit('company.time-zone.changed', { structureId });
  return getStructure(db, structureId);
}

/**
 * The logo, from the company's media library (an image of another company is 404); null removes
 * it. The image stays in the library either way.
 */
export async function setLogo(db: Db, structureId: string, imageId: string | null): Promise<TStructure> {
  let logoUrl: string | null = null;
  if (imageId !== null) {
    const image = await repo.findImage(db, structureId, imageId);
    if (!image) throw notFound('Image');
    logoUrl = image.src;
  }
  await db.transaction(async (tx) => {
    await repo.updateStructure(tx, structureId, { logoUrl });
    await notifyCompanyPages(tx, structureId);
  });
  companyPagesChanged(db, structureId);
  return getStructure(db, structureId);
}

/** Nests a by-name list under parents; each level keeps the list's order. */
export function buildTree(rows: locationsRepo.LocationRow[]): TLocationTreeNode[] {
  const nodes = new Map<string, TLocationTreeNode>(
    rows.map((row) => [row.id, { ...toLocationSummary(row), children: [] }]),
  );
  const roots: TLocationTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function getTree(db: Db, structureId: string): Promise<TLocationTree> {
  const { id, name, slug, logoUrl } = await loadStructure(db, structureId);
  const rows = await locationsRepo.listLocations(db, structureId);
  return { structure: { id, name, slug, logoUrl }, locations: buildTree(rows) };
}

/** Contact links of the company and of each location, locations by name. */
export async function getMessengers(db: Db, structureId: string): Promise<TMessengers> {
  const structure = await loadStructure(db, structureId);
  const rows = await locationsRepo.listLocations(db, structureId);
  return {
    structure: {
      id: structure.id,
      name: structure.name,
      ...contactLinks(readStructureSettings(structure.settings)),
    },
    locations: rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      slug: row.slug,
      ...contactLinks(readLocationSettings(row.settings)),
    })),
  };
}
