import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The benchmark bundles parts of the API (bench/lib/*.entry.ts) at bench time, outside the
 * typecheck: an export the API renames or moves would only show when someone runs `npm run bench`.
 * Bundling them here the way the bench does makes such a change fail with the tests instead.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const benchLib = path.join(repoRoot, 'bench/lib');

describe('benchmark entries', () => {
  const entries = readdirSync(benchLib).filter((name) => name.endsWith('.entry.ts'));

  it('finds the entries the benchmark bundles', () => {
    expect(entries).toContain('order-db.entry.ts');
  });

  it.each(entries)('%s still bundles against the API as it is', async (entry) => {
    const result = await build({
      entryPoints: [path.join(benchLib, entry)],
      bundle: true,
      write: false,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      alias: { '@guestloop/contracts': path.join(repoRoot, 'packages/contracts/src/index.ts') },
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
  });
});
