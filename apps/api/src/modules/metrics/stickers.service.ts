import type {
  TCreateQrStickerBody,
  TLanguage,
  TQrSticker,
  TQrStickerFormat,
  TQrStickerSettings,
} from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { openRaster } from '../../lib/images';
import { type StorageProvider, storageKeyFromUrl } from '../../providers/storage';
import { findStructure } from '../structure';
import { DEFAULT_STICKER_ACCENT, defaultCallToAction, defaultText } from './metrics.defaults';
import { readyMadeMetric } from './metrics.ready-made';
import * as repo from './metrics.repo';
import { requireLocation, requireMetric, saveMetric } from './metrics.service';
import { type PdfSticker, renderStickersPdf } from './stickers.pdf';
import { type StickerArt, type StickerLogo, stickerSheetSvg, stickerSvg } from './stickers.svg';

/** QR stickers of a metric: settings kept in its content, printed as SVG or PDF. */

export interface StickerDeps {
  db: Db;
  storage: StorageProvider;
  /** Where the web app is served: the QR codes open `${publicUrl}/user/p/rate/…`. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Company = NonNullable<Awaited<ReturnType<typeof findStructure>>>;

export function ratingPageUrl(publicUrl: string, slug: string, table?: { group: string; table: string }) {
  const base = `${publicUrl}/user/p/rate/${encodeURIComponent(slug)}`;
  return table ? `${base}/${encodeURIComponent(table.group)}/${encodeURIComponent(table.table)}` : base;
}

export function stickerSettings(metric: repo.MetricRow): {
  settings: TQrStickerSettings;
  isDefault: boolean;
} {
  const saved = metric.content.sticker;
  if (saved) return { settings: saved, isDefault: false };
  return {
    settings: {
      callToAction: defaultCallToAction(metric.type, metric.language),
      accentColor: DEFAULT_STICKER_ACCENT,
    },
    isDefault: true,
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The company's logo as a small PNG (to embed in both formats), or, when the storage cannot be
 * read from here (a bucket), its absolute URL for the SVG only. Null without a logo, or when it
 * cannot be read: the sticker then shows the company's name.
 */
async function loadLogo(deps: StickerDeps, logoUrl: string | null) {
  if (!logoUrl) return null;
  const key = storageKeyFromUrl(deps.storage, logoUrl);
  if (!key || !deps.storage.read) {
    const href = logoUrl.startsWith('/') ? `${deps.publicUrl}${logoUrl}` : logoUrl;
    return /^https?:\/\//.test(href) ? { png: null, svg: { href, width: 200, height: 64 } } : null;
  }
  try {
    const file = await deps.storage.read(key);
    if (!file) return null;
    const { data, info } = await openRaster(await readAll(file.stream))
      .resize({ width: 400, height: 128, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    const svg: StickerLogo = {
      href: `data:image/png;base64,${data.toString('base64')}`,
      width: info.width,
      height: info.height,
    };
    return { png: data, svg };
  } catch (err) {
    deps.log.warn({ err, key }, 'the company logo could not be read for a sticker');
    return null;
  }
}

async function companyOf(deps: StickerDeps, structureId: string): Promise<Company> {
  const company = await findStructure(deps.db, structureId);
  if (!company) throw notFound('Company');
  return company;
}

function artOf(
  metric: repo.MetricRow,
  company: Company,
  logo: StickerLogo | null,
  label: string,
  url: string,
): StickerArt {
  const { settings } = stickerSettings(metric);
  return {
    url,
    callToAction: settings.callToAction,
    scanHint: defaultText(metric.language, 'sticker.scanHint'),
    label,
    companyName: company.name,
    accentColor: settings.accentColor,
    language: metric.language,
    logo,
  };
}

async function stickerView(
  deps: StickerDeps,
  structureId: string,
  metric: repo.MetricRow,
): Promise<TQrSticker> {
  const [company, location] = await Promise.all([
    companyOf(deps, structureId),
    requireLocation(deps.db, structureId, metric.locationId),
  ]);
  const [logo, layout] = await Promise.all([
    loadLogo(deps, company.logoUrl),
    repo.tablesOfLocation(deps.db, structureId, location.id),
  ]);
  const url = ratingPageUrl(deps.publicUrl, metric.slug);
  const { settings, isDefault } = stickerSettings(metric);
  return {
    metricId: metric.id,
    metricSlug: metric.slug,
    metricType: metric.type,
    language: metric.language,
    title: metric.title,
    settings,
    isDefault,
    companyName: company.name,
    logoUrl: company.logoUrl,
    locationName: location.name,
    url,
    svg: stickerSvg(artOf(metric, company, logo?.svg ?? null, location.name, url)),
    groups: layout.groups.map((g) => ({
      id: g.id,
      name: g.name,
      tables: layout.tables.filter((t) => t.groupId === g.id).length,
    })),
  };
}

export async function getSticker(deps: StickerDeps, structureId: string, slug: string): Promise<TQrSticker> {
  return stickerView(deps, structureId, await requireMetric(deps.db, structureId, slug));
}

export async function saveSticker(
  deps: StickerDeps,
  structureId: string,
  slug: string,
  settings: TQrStickerSettings,
): Promise<TQrSticker> {
  const metric = await requireMetric(deps.db, structureId, slug);
  const updated = await saveMetric(deps.db, structureId, metric.id, {
    content: { ...metric.content, sticker: settings },
  });
  if (!updated) throw notFound('Metric');
  return stickerView(deps, structureId, updated);
}

/**
 * The sticker of a location's metric of the type: the location (by its slug, in the caller's
 * company) keeps using its active metric of that type, in whatever language; without one, a
 * ready-made one is made in the caller's language.
 */
export async function createSticker(
  deps: StickerDeps,
  structureId: string,
  body: TCreateQrStickerBody,
  language: TLanguage,
): Promise<TQrSticker> {
  const location = await repo.findLocationBySlug(deps.db, structureId, body.slug);
  if (!location) throw notFound('Location');
  const metric = await readyMadeMetric(deps.db, structureId, location.id, body.metricType, language, {
    anyLanguage: true,
  });
  if (!metric) throw notFound('Location');
  return stickerView(deps, structureId, metric);
}

/**
 * The printable document: the metric's sticker, or, with `groupId`, one sticker per table of that
 * group of the metric's location, each opening the rating page of its table.
 */
export async function printStickers(
  deps: StickerDeps,
  structureId: string,
  slug: string,
  groupId: string | undefined,
  format: TQrStickerFormat,
): Promise<{ bytes: Buffer; fileName: string }> {
  const metric = await requireMetric(deps.db, structureId, slug);
  const [company, location] = await Promise.all([
    companyOf(deps, structureId),
    requireLocation(deps.db, structureId, metric.locationId),
  ]);
  let items: { label: string; url: string }[];
  let fileName = `sticker-${metric.slug}`;
  if (groupId === undefined) {
    items = [{ label: location.name, url: ratingPageUrl(deps.publicUrl, metric.slug) }];
  } else {
    const layout = await repo.tablesOfLocation(deps.db, structureId, location.id);
    const group = layout.groups.find((g) => g.id === groupId);
    if (!group) throw notFound('Table group');
    items = layout.tables
      .filter((t) => t.groupId === group.id)
      .map((t) => ({
        label: `${t.groupName} · ${t.tableName}`,
        url: ratingPageUrl(deps.publicUrl, metric.slug, { group: t.groupSlug, table: t.tableSlug }),
      }));
    if (items.length === 0) throw notFound('Table');
    fileName = `stickers-${metric.slug}-${group.slug}`;
  }
  const logo = await loadLogo(deps, company.logoUrl);
  if (format === 'svg') {
    const arts = items.map((item) => artOf(metric, company, logo?.svg ?? null, item.label, item.url));
    const svg = groupId === undefined ? stickerSvg(arts[0]!) : stickerSheetSvg(arts, metric.language);
    return { bytes: Buffer.from(svg, 'utf8'), fileName: `${fileName}.svg` };
  }
  const { settings } = stickerSettings(metric);
  const stickers: PdfSticker[] = items.map((item) => ({
    url: item.url,
    callToAction: settings.callToAction,
    callToActionFallback: defaultCallToAction(metric.type, 'en'),
    scanHint: defaultText(metric.language, 'sticker.scanHint'),
    scanHintFallback: defaultText('en', 'sticker.scanHint'),
    label: item.label,
    companyName: company.name,
    accentColor: settings.accentColor,
    logoPng: logo?.png ?? null,
  }));
  const bytes = await renderStickersPdf(`${location.name} · ${metric.title}`, stickers);
  return { bytes, fileName: `${fileName}.pdf` };
}
