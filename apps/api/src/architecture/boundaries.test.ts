import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, moduleCycles, type SourceFile } from './boundaries';
import { KNOWN_CYCLES, KNOWN_VIOLATIONS } from './known-violations';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'migrations' && entry.name !== 'locales') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return files;
}

const describeViolation = (v: { from: string; to: string; rule: string }) => `${v.from} → ${v.to}: ${v.rule}`;

describe('module boundaries of the API', () => {
  const files = sourceFiles();

  it('has no import across a module boundary or up a tier but those still being moved', () => {
    const found = boundaryViolations(files);
    const known = new Set(KNOWN_VIOLATIONS);
    expect(found.filter((v) => !known.has(`${v.from} → ${v.to}`)).map(describeViolation)).toEqual([]);
    const still = new Set(found.map((v) => `${v.from} → ${v.to}`));
    expect(
      KNOWN_VIOLATIONS.filter((v) => !still.has(v)),
      'fixed: take these off known-violations.ts',
    ).toEqual([]);
  });

  it('has no cycles between modules but those being broken', () => {
    const key = (cycle: readonly string[]) => cycle.join(' ↔ ');
    expect(moduleCycles(files).map(key).sort()).toEqual(KNOWN_CYCLES.map(key).sort());
  });

  it('catches a planted import into another module, up a tier, from a plugin, and a cycle', () => {
    const planted: SourceFile[] = [
      { path: 'modules/orders/orders.service.ts', text: "import { x } from '../menus/menus.repo';" },
      { path: 'modules/menus/menus.service.ts', text: "import { y } from '../orders';" },
      { path: 'plugins/spa.ts', text: "import type { Z } from '../modules/menus';" },
      { path: 'modules/auth/a.ts', text: "const m = await import('../stats/index');" },
      { path: 'modules/menus/index.ts', text: "export { a } from '../orders/index.ts';" },
      { path: 'modules/orders/index.ts', text: "export * from '../menus';" },
    ];
    expect(boundaryViolations(planted).map(describeViolation)).toEqual([
      'modules/orders/orders.service.ts → modules/menus/menus.repo: imports module menus past its index.ts',
      'modules/menus/menus.service.ts → modules/orders: imports upwards: catalogue → activity',
      'plugins/spa.ts → modules/menus: plugins imports module menus',
      'modules/auth/a.ts → modules/stats/index: imports upwards: platform → insight',
      'modules/menus/index.ts → modules/orders/index.ts: imports upwards: catalogue → activity',
    ]);
    expect(moduleCycles(planted)).toEqual([['menus', 'orders']]);
  });

  it('lets tests use another module only through its index.ts or its test support', () => {
    const planted: SourceFile[] = [
      { path: 'modules/orders/orders.test.ts', text: "import { a } from '../menus/menus.test-support';" },
      { path: 'modules/orders/b.test.ts', text: "import { b } from '../menus';" },
      { path: 'modules/orders/c.test.ts', text: "import { c } from '../menus/menus.repo';" },
    ];
    expect(boundaryViolations(planted).map(describeViolation)).toEqual([
      'modules/orders/c.test.ts → modules/menus/menus.repo: a test reaches into module menus (use its index.ts or a *.test-support.ts)',
    ]);
  });
});
