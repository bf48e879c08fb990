import path from 'node:path';

/**
 * The API's module boundaries as data, and the check that reads every import against them.
 * A module (`modules/<name>/`) is reached by others only through its public surface
 * (`modules/<name>/index.ts`); modules sit in tiers and import their own tier or the ones below,
 * with no cycles between modules; the platform folders (db, lib, providers, plugins, config)
 * never import a module — plugins offer registries that modules fill instead.
 */
export const TIERS = {
  platform: ['auth', 'events', 'files', 'health', 'i18n', 'jobs', 'logs', 'mail', 'system'],
  organisation: ['structure', 'users', 'roles', 'invites', 'profile', 'integrations', 'super-admin'],
  catalogue: ['menus', 'content', 'tables', 'surveys', 'metrics', 'qr-info'],
  activity: [
    'customers',
    'orders',
    'payments',
    'bonuses',
    'waiter-calls',
    'ratings',
    'share-methods',
    'answers',
    'collectors',
    'syrve',
  ],
  insight: ['live', 'stats', 'notifications', 'translations', 'ai', 'telegram'],
} as const;

const TIER_ORDER = Object.keys(TIERS) as (keyof typeof TIERS)[];
const tierOfModule = new Map<string, number>(
  TIER_ORDER.flatMap((tier, rank) => TIERS[tier].map((module) => [module, rank] as const)),
);

/** Folders below every module: they may import each other but never a module. */
const PLATFORM_FOLDERS = new Set(['db', 'lib', 'providers', 'plugins', 'config.ts']);
/** Where the product is put together: they may use any module's public surface. */
const COMPOSITION_ROOTS = new Set(['app.ts', 'server.ts', 'modules/index.ts', 'db/seed']);

export interface SourceFile {
  /** Path relative to apps/api/src, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every relative import of a file, resolved to a path relative to the source root. */
export function importsOf(file: SourceFile): string[] {
  const found: string[] = [];
  for (const match of file.text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier)));
  }
  return found;
}

const isTest = (p: string) => /\.test(?:\.tsx?)?$|\.test-support(?:\.ts)?$|^test\//.test(p);
const moduleOf = (p: string) => /^modules\/([^/]+)\//.exec(p)?.[1] ?? null;
const withoutExtension = (p: string) => p.replace(/\.(?:m?[jt]sx?)$/, '');
const isPublicSurface = (target: string, module: string) =>
  ['', '/index'].some((tail) => withoutExtension(target) === `modules/${module}${tail}`);
const topFolder = (p: string) => (p.includes('/') ? p.slice(0, p.indexOf('/')) : p);
const isCompositionRoot = (p: string) =>
  [...COMPOSITION_ROOTS].some((root) => p === root || p.startsWith(`${root}/`));

function violationOf(from: string, to: string): string | null {
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to) ?? (/^modules\/([^/.]+)$/.exec(withoutExtension(to))?.[1] || null);
  if (isTest(from)) {
    if (!toModule || toModule === fromModule) return null;
    return isPublicSurface(to, toModule) || isTest(to)
      ? null
      : `a test reaches into module ${toModule} (use its index.ts or a *.test-support.ts)`;
  }
  if (isTest(to)) return 'product code imports test code';
  if (!toModule) return null;
  if (isCompositionRoot(from)) {
    return isPublicSurface(to, toModule) ? null : `imports module ${toModule} past its index.ts`;
  }
  if (!fromModule) {
    return PLATFORM_FOLDERS.has(topFolder(from)) ? `${topFolder(from)} imports module ${toModule}` : null;
  }
  if (toModule === fromModule) return null;
  if (!isPublicSurface(to, toModule)) return `imports module ${toModule} past its index.ts`;
  const fromTier = tierOfModule.get(fromModule);
  const toTier = tierOfModule.get(toModule);
  if (fromTier === undefined) return `module ${fromModule} has no tier (add it to TIERS)`;
  if (toTier === undefined) return `module ${toModule} has no tier (add it to TIERS)`;
  if (toTier > fromTier) return `imports upwards: ${TIER_ORDER[fromTier]} → ${TIER_ORDER[toTier]}`;
  return null;
}

/** Every import that breaks a boundary rule. */
export function boundaryViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const to of importsOf(file)) {
      const rule = violationOf(file.path, to);
      if (rule) violations.push({ from: file.path, to, rule });
    }
  }
  return violations;
}

/** Groups of modules that import each other round in product code (strongly connected, two or more). */
export function moduleCycles(files: SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || isTest(file.path)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const to of importsOf(file)) {
      const target = moduleOf(to) ?? /^modules\/([^/.]+)$/.exec(withoutExtension(to))?.[1];
      if (target && target !== from) edges.get(from)?.add(target);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const connect = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module) as number);
    stack.push(module);
    for (const next of edges.get(module) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(module, Math.min(low.get(module) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(module, Math.min(low.get(module) as number, index.get(next) as number));
      }
    }
    if (low.get(module) === index.get(module)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== module);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const module of edges.keys()) if (!index.has(module)) connect(module);
  return groups;
}
