// Whether the product leaves V8's shared hidden-class transitions of `{}` usable: the whole app
// built (every route's compiled response writer), then 1,700 more writers, and after each two
// plain objects built alike must still share a hidden class. Checked with V8's own
// %HaveSameMap, which needs --allow-natives-syntax: a lab probe, so it lives here and not in the
// product's tests. Why it matters: docs/performance.md ("Response writers and hidden classes").
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { migrationsFolder } from '../lib/order-db.mjs';
import { repoRoot } from '../lib/processes.mjs';

/** @type {import('./types').Scenario} */
export default {
  name: 'hidden-classes',
  description:
    'plain objects built alike share a hidden class once the app and 1,700 more writers are compiled',
  async run() {
    // Bundled like the product (apps/api/build.mjs), into bench/.tmp/ so npm imports resolve.
    const outfile = path.join(repoRoot, 'bench/.tmp', `hidden-classes-${process.pid}-${Date.now()}.mjs`);
    mkdirSync(path.dirname(outfile), { recursive: true });
    try {
      await build({
        entryPoints: [path.join(repoRoot, 'bench/lib/hidden-classes.entry.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        packages: 'external',
        alias: { '@guestloop/contracts': path.join(repoRoot, 'packages/contracts/src/index.ts') },
        banner: {
          js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        },
        logLevel: 'warning',
      });
      const output = execFileSync(process.execPath, ['--allow-natives-syntax', outfile, migrationsFolder], {
        encoding: 'utf8',
      });
      const result = JSON.parse(output.trim().split('\n').at(-1));
      const checks = [
        ['after building the app', result.afterApp],
        ['after 1,700 more writers', result.afterWriters && result.written === '{"views":1}'],
      ];
      for (const [when, ok] of checks)
        console.log(`${ok ? 'PASS' : 'FAIL'} hidden-classes: plain objects share a hidden class ${when}`);
      return checks.every(([, ok]) => ok);
    } finally {
      rmSync(outfile, { force: true });
    }
  },
};
