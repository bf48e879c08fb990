import { readFileSync } from 'node:fs';
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
});
