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
 * The assets of each page, by the source paths of the modules it loads after the entry (as the
 * manifest names them: the app's shell, "src/app/routed-app.tsx" or "src/app/standalone-app.tsx",
 * and the route module "src/features/…/routes/x-page.tsx"); null when the build has no manifest
 * or lacks one of them.
 */
export function readRouteAssets<Kind extends string>(
  webRoot: string,
  routeModules: Record<Kind, readonly string[]>,
  /** The URL path the build is served under (Vite's `base`). */
  base = '/',
): Record<Kind, PageAssets> | null {
  const manifest = readManifest(webRoot);
  if (!manifest) return null;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const fromEntry = new Set(entryKey ? closure(manifest, entryKey) : []);
  const assetsOf = (modules: readonly string[]): PageAssets => {
    const seen = new Set<string>();
    const chunks = modules
      .flatMap((module) => closure(manifest, module, seen))
      .filter((key) => !fromEntry.has(key));
    const url = (file: string) => `${base}${file}`;
    return {
      stylesheets: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].map(url),
      modulePreloads: chunks.map((key) => url(manifest[key]!.file)),
    };
  };
  const assets = {} as Record<Kind, PageAssets>;
  for (const [kind, modules] of Object.entries(routeModules) as [Kind, readonly string[]][]) {
    if (modules.some((module) => !manifest[module])) return null;
    assets[kind] = assetsOf(modules);
  }
  return assets;
}
