import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../..');
const CONTRACTS = path.resolve(SRC, '../../../packages/contracts/src');
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:([^'"]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Every module `entry` loads before it draws (`import()` and `import type` left out), with what it imports. */
function staticGraph(entry: string): Map<string, { from: string; names: string[] }[]> {
  const graph = new Map<string, { from: string; names: string[] }[]>();
  const resolve = (file: string, spec: string) => {
    const base = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) return null;
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
    );
  };
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const imports = [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, clause = '', from = '']) => ({
      from,
      names: [...(/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',')]
        .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
        .filter((name) => name && !name.startsWith('type ')),
    }));
    graph.set(file, imports);
    for (const { from } of imports) {
      const next = resolve(file, from);
      if (next) visit(next);
    }
  };
  visit(entry);
  return graph;
}

/** The contracts module that declares `name`. */
function contractsModuleOf(name: string): string | undefined {
  const declared = new RegExp(`^export (?:const|function|class) ${name}\\b`, 'm');
  return fs
    .readdirSync(CONTRACTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .find((file) => declared.test(fs.readFileSync(path.join(CONTRACTS, file), 'utf8')))
    ?.replace(/\.ts$/, '');
}

/** Whether a contracts module's code (not its types) reaches zod. */
function reachesZod(module: string, seen = new Set<string>()): boolean {
  if (module === 'zod') return true;
  const file = path.join(CONTRACTS, `${module}.ts`);
  if (seen.has(module) || !fs.existsSync(file)) return false;
  seen.add(module);
  return [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].some(([, , from = '']) =>
    reachesZod(from.replace(/^\.\//, ''), seen),
  );
}

describe('what the QR info page loads before it draws', () => {
  const graph = staticGraph(path.join(SRC, 'features/qr-page/pages.tsx'));
  const page = staticGraph(path.join(SRC, 'features/qr-page/routes/qr-page.tsx'));
  const all = [...graph, ...page];

  it('has no routing code, icon font, other feature, QR encoder or form library', () => {
    const heavy = /^(react-router|primeicons|primereact|qrcode|zod|react-hook-form|@hookform)/;
    // The shared store composes other features' slices (docs/conventions.md); the page itself takes none.
    const own = (file: string) => file.includes(`${path.sep}features${path.sep}qr-page${path.sep}`);
    const offenders = all.flatMap(([file, imports]) =>
      imports
        .filter(({ from }) => heavy.test(from) || (own(file) && from.startsWith('@/features/')))
        .map(({ from }) => `${path.relative(SRC, file)} → ${from}`),
    );
    expect(offenders).toEqual([]);
    expect(page.size).toBeGreaterThan(10);
  });

  it('takes from the contracts only modules without zod', () => {
    const names = new Set(
      all.flatMap(([, imports]) =>
        imports.filter(({ from }) => from === '@guestloop/contracts').flatMap((i) => i.names),
      ),
    );
    expect(names).toContain('isBlockShown');
    expect(reachesZod(contractsModuleOf('ZQrInfoPublic') ?? '')).toBe(true);
    const withZod = [...names].filter((name) => {
      const module = contractsModuleOf(name);
      return !module || reachesZod(module);
    });
    expect(withZod).toEqual([]);
  });
});
