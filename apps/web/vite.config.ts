import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ClientRequest, IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already, maps are for devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, so the API serves
 * them as they are (@fastify/static `preCompressed`) instead of compressing on each request.
 * Brotli at its best quality: the cost is paid once per build. A variant that would not be
 * smaller is skipped, and the server then sends the file itself.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'guestloop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The API takes state-changing calls with a session cookie only from its own origin (PUBLIC_URL,
 * docs/decisions.md "Origin check"), and this dev server's pages are another origin. Their calls
 * are passed on without `Origin` and `Referer`, as a non-browser client's would be; a page of any
 * other origin keeps its headers and is refused as it would be in production.
 */
function forwardOwnPagesAsSameOrigin(proxyReq: ClientRequest, req: IncomingMessage) {
  const fromHere = (url: string | undefined) => {
    if (!url) return false;
    try {
      return new URL(url).host === req.headers.host;
    } catch {
      return false;
    }
  };
  const { origin, referer } = req.headers;
  if (origin === undefined ? fromHere(referer) : fromHere(origin)) {
    proxyReq.removeHeader('origin');
    proxyReq.removeHeader('referer');
  }
}

/** What the app runs at start-up on every page, the guest pages' frame and the words' engine. */
const START_MODULES =
  /src[\\/](app[\\/](boot|startup|standalone-app|consent|reset)\.tsx?|lib[\\/](i18n[^/\\]*|api-client|error-log[^/\\]*|captcha|title|query-client|app-version|clipboard|prerendered|standalone-page|error-boundary|store[\\/][^/\\]+|tour[\\/](index|TourProvider|tours-slice|types))\.tsx?|components[\\/]ui[\\/](GuestPageFrame|BrandLogo|OfflineNotice|PageLoader|QueryStateCore|toast[^/\\]*)\.tsx?)$/;

/** What draws the QR page's blocks (not the Wi-Fi QR code, drawn when asked for). */
const QR_PAGE =
  /src[\\/]features[\\/]qr-page[\\/](api|components|model|routes)[\\/](?!blocks[\\/]wifi-qr-code)/;
/** The QR page's forms and its inline survey: loaded when the guest comes near them. */
const QR_PAGE_FORMS =
  /src[\\/]features[\\/]qr-page[\\/](components[\\/](account[\\/]|blocks[\\/](account-blocks|booking-blocks|booking-form|survey-block))|model[\\/]booking-form|api[\\/](guest-account|table-booking))/;

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@guestloop/contracts': fileURLToPath(
        new URL('../../packages/contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __BUILD_STAMP__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', forwardOwnPagesAsSameOrigin),
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The API reads it to link a guest page's CSS and code in its pre-rendered HTML.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What every page needs before it can show anything, in one file instead of a dozen:
        // fewer requests and better compression on a guest's first load. PrimeReact stays split
        // by component so the guest page takes only the few it uses. The router is a file of its
        // own: the standalone guest pages do without it (lib/standalone-page.ts).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|preact|scheduler|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand|idb-keyval|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
            // Forms and the console parse with zod; the guest pages' start-up does not need it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // Vite's helper that loads a dynamic import's CSS and chunks: the entry needs it to
            // load the start-up. In a file of its own, the entry needs nothing else, so the start-up
            // and its runtime are neither fetched nor run before a pre-rendered page is painted.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 20 },
            // The app's own start-up, which every page runs before its first screen: one file
            // instead of some twenty of a kilobyte or two, each with its own request and headers.
            { name: 'start', test: START_MODULES, priority: 5 },
            // The QR page in two files: what draws its blocks, and the forms and inline survey
            // it loads when the guest comes near them (not a file per shared helper).
            {
              name: 'qr-page-forms',
              test: QR_PAGE_FORMS,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            {
              name: 'qr-page',
              test: QR_PAGE,
              priority: 4,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
