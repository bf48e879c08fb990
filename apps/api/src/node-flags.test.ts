import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');
const { flags } = JSON.parse(repoFile('apps/api/node-flags.json')) as { flags: string[] };
const withFlags = flags.join(' ');

describe('the node flags of the API process (apps/api/node-flags.json)', () => {
  it('are the ones npm start and the API package start with', () => {
    const root = JSON.parse(repoFile('package.json'));
    const api = JSON.parse(repoFile('apps/api/package.json'));
    expect(root.scripts.start).toContain(`node ${withFlags} apps/api/dist/server.js`);
    expect(api.scripts.start).toBe(`node ${withFlags} dist/server.js`);
  });

  it('are in every command the README gives for running the built API', () => {
    const commands = repoFile('README.md').match(/^node .*apps\/api\/dist\/server\.js$/gm) ?? [];
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).toBe(`node ${withFlags} apps/api/dist/server.js`);
  });

  it("let the young generation grow past node's default ceiling", () => {
    // Objects that survive a while make V8 grow its young generation up to the ceiling the flags
    // set; the largest size seen, in MB.
    const youngGenerationPeak = (nodeFlags: string[]) =>
      Number(
        execFileSync(process.execPath, [
          ...nodeFlags,
          '-e',
          `const v8 = require('v8'); const ring = new Array(300000); let peak = 0;
           for (let i = 0; i < 6e6; i++) {
             ring[i % ring.length] = { i, s: 'x' + i };
             if (i % 100000 === 0) {
               const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
               peak = Math.max(peak, young.space_size);
             }
           }
           process.stdout.write(String(peak / 2 ** 20));`,
        ]),
      );
    const withoutFlags = youngGenerationPeak([]);
    expect(withoutFlags).toBeLessThanOrEqual(32);
    expect(youngGenerationPeak(flags)).toBeGreaterThan(withoutFlags * 2);
  });

  it('keep short-lived objects young after a start-up that kept their kind of object for good', () => {
    // V8 may decide that everything made where start-up data was made should be born old
    // ("pretenuring"), and the decision sticks while that data stays alive. Per-request garbage
    // made at such a place then fills the old space and every answer pays for mark-compacts: a
    // random launch of the product served at about half speed for its whole life.
    const probe = fileURLToPath(new URL('./node-flags.pretenuring-probe.cjs', import.meta.url));
    const oldSpaceGrowthMb = () =>
      Number(
        execFileSync(process.execPath, [...flags, probe])
          .toString()
          .split(' ')[0],
      );
    // Without --no-allocation-site-pretenuring about two runs in three grow by ~900 MB.
    for (let run = 0; run < 4; run++) expect(oldSpaceGrowthMb()).toBeLessThan(200);
  }, 60_000);
});
