import fs from 'node:fs';
import path from 'node:path';

/**
 * What a pre-rendered page links in its head so the browser fetches the route's code and styles
 * at once instead of after the entry script ran: read from Vite's build manifest
 * (`build.manifest` in apps/web/vite.config.ts).
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** URL paths of the route's CSS files (render-blocking, so the markup is styled at once). */
  stylesheets: string[];
  /** URL paths of the route's JavaScript chunks that index.html does not load already. */
  modulePreloads: string[];
}

const MANIFEST_PATH = '.vite/manifest.json';

function readManifest(webRoot: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webRoot, MANIFEST_PATH), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunk and every chunk it imports statically, in dependency order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((dep) => closure(manifest, dep, seen)), key];
}

/**
 * The assets of each page, by the source path of its route module (as the manifest names it,
 * "src/features/…/routes/x-page.tsx"); null when the build has no manifest or lacks a route.
 */
export function readRouteAssets<Kind extends string>(
  webRoot: string,
  routeModules: Record<Kind, string>,
): Record<Kind, PageAssets> | null {
  const manifest = readManifest(webRoot);
  if (!manifest) return null;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const fromEntry = new Set(entryKey ? closure(manifest, entryKey) : []);
  const assetsOf = (module: string): PageAssets => {
    const chunks = closure(manifest, module).filter((key) => !fromEntry.has(key));
    const url = (file: string) => `/${file}`;
    return {
      stylesheets: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].map(url),
      modulePreloads: chunks.map((key) => url(manifest[key]!.file)),
    };
  };
  const assets = {} as Record<Kind, PageAssets>;
  for (const [kind, module] of Object.entries(routeModules) as [Kind, string][]) {
    if (!manifest[module]) return null;
    assets[kind] = assetsOf(module);
  }
  return assets;
}
