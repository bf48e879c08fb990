import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin, type UserConfig } from 'vite';
import app from './vite.config';

/**
 * The guest build: the standalone guest pages (the QR page, a survey's public link) on Preact's
 * React-compatible runtime instead of React's, served under /guest/ for the pages the server
 * pre-renders with it (apps/api/src/modules/qr-info/qr-pages.ts). A guest who scans a QR code
 * downloads some 50 KB less before the page answers a tap (docs/decisions.md "Guest build").
 * Built after the main build, into its folder; the code is the same, only the runtime differs.
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** index.html with the guest entry instead of the main one. */
function guestEntry(): Plugin {
  return {
    name: 'guestloop:guest-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/src/guest-main.tsx'),
    },
  };
}

// mergeConfig puts these aliases before the main build's ('@', the contracts).
export default mergeConfig(app as UserConfig, {
  base: '/guest/',
  plugins: [guestEntry()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: here('./src/guest-runtime/client.ts') },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The service worker and other public files are the main build's, at the site root.
  publicDir: false,
  build: { outDir: 'dist/guest', emptyOutDir: true },
} satisfies UserConfig);
