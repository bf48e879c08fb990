// Bundles the API into dist/server.js (our workspace code inlined, npm packages external), the
// SVG sanitiser's worker thread into dist/svg-purify.worker.js (server.js starts it from beside
// itself), and copies the SQL migrations and the UI string packs beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'svg-purify.worker': 'src/modules/files/svg-purify.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@guestloop/contracts': '../../packages/contracts/src/index.ts' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/modules/i18n/locales', 'dist/locales', { recursive: true });
console.log('api: built dist/server.js');
