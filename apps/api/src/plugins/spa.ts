import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type EncodedBody, encodeBody, pickEncoding } from './compression';
import { sendRouteNotFound } from './errors';

/** The built web app as the pre-renderers get it, once at start-up. */
export interface WebBuild {
  /** The build's folder. */
  root: string;
  /** index.html as built. */
  indexHtml: string;
  /** A file of the build by its URL path ("/assets/x.css"); null when it is not there. */
  readAsset(urlPath: string): string | null;
  /**
   * The guest build (apps/web/vite.guest.config.ts), served under /guest/: the standalone guest
   * pages on a smaller runtime. Null when the build has none.
   */
  guest: { root: string; indexHtml: string } | null;
}

/** A page answered with content already in it. */
export interface PrerenderedPage {
  body: EncodedBody;
  /** Request headers the page was written for, besides Accept-Encoding (for Vary). */
  varies: string[];
}

/** Writes the page of a GET path (no query string), or null to send the plain index.html. */
export type Prerender = (request: {
  path: string;
  headers: IncomingHttpHeaders;
}) => Promise<PrerenderedPage | null>;

/** Prepares a pre-renderer for the build; null when the build lacks what it needs. */
export type PrerenderSetup = (build: WebBuild) => Prerender | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules register what the served web app needs from them (see `SpaPages`). */
    spa: SpaPages;
  }
}

/** Pages of the web app that modules write on the server; the first that answers a path wins. */
export class SpaPages {
  private readonly setups: PrerenderSetup[] = [];

  registerPrerender(setup: PrerenderSetup): void {
    this.setups.push(setup);
  }

  /** The pre-renderers ready for this build. */
  prepare(build: WebBuild): Prerender[] {
    return this.setups.flatMap((setup) => setup(build) ?? []);
  }
}

/** Registered before the modules, so that they can fill it while they register. */
export const spaPagesPlugin = fp(async (app) => {
  app.decorate('spa', new SpaPages());
});

/** Where the built web app is: WEB_DIST_DIR, else apps/web/dist beside this package. */
function resolveWebDist(configured: string | undefined): string | null {
  const candidates = configured
    ? [path.resolve(configured)]
    : ['../../web/dist', '../web/dist', '../../../web/dist'].map((p) =>
        fileURLToPath(new URL(p, import.meta.url)),
      );
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html'))) ?? null;
}

function guestBuild(root: string): WebBuild['guest'] {
  const guestRoot = path.join(root, GUEST_BUILD);
  try {
    return { root: guestRoot, indexHtml: fs.readFileSync(path.join(guestRoot, 'index.html'), 'utf8') };
  } catch {
    return null;
  }
}

/** Precompressed siblings (`x.js.br`, `x.js.gz`) are encodings of `x.js`, never files of their own. */
const ENCODED_SIBLING = /\.(br|gz)$/;
/**
 * Vite's build manifests are for the server (lib/prerender/assets.ts), not for browsers, and so is
 * the guest build's page template (it is sent only with a page written into it).
 */
const BUILD_METADATA = /^(guest\/)?\.vite\/|^guest\/index\.html$/;
const GUEST_BUILD = 'guest';

/**
 * The files of the build, as URL paths relative to its root. A build does not change while the
 * server runs, so one listing at boot replaces two file-system calls per request.
 */
function listBuildFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || ENCODED_SIBLING.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const file = path.relative(root, full).split(path.sep).join('/');
    if (!BUILD_METADATA.test(file)) files.add(file);
  }
  return files;
}

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file answers
 * index.html, and the client router takes over. `/` goes to the staff console. Files are sent
 * in the brotli or gzip form the build wrote beside them when the client accepts it (Vary:
 * Accept-Encoding); hashed files under assets/ are cached for a year, the rest revalidated.
 * Pages a module pre-renders (`app.spa.registerPrerender`, e.g. the guest menu's first screen)
 * get index.html with their content in it.
 */
export const spaPlugin = fp(async (app) => {
  const root = resolveWebDist(app.config.WEB_DIST_DIR);
  const files = root ? listBuildFiles(root) : new Set<string>();
  const indexSource = root ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : null;
  const indexHtml = indexSource === null ? null : encodeBody(indexSource);
  const readAsset = (urlPath: string) => {
    const file = urlPath.replace(/^\//, '');
    return root && files.has(file) ? fs.readFileSync(path.join(root, file), 'utf8') : null;
  };
  const prerenders =
    root && indexSource !== null
      ? app.spa.prepare({ root, indexHtml: indexSource, readAsset, guest: guestBuild(root) })
      : [];

  if (root) {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Serve every file of the build; the history fallback below covers the rest.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (files.has(file)) return reply.sendFile(file);
      return sendIndex(request, reply);
    });
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/user/app/'),
  );

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/') || !indexHtml) return sendRouteNotFound(request, reply);
    const page = await prerendered(request);
    const body = pickEncoding(page?.body ?? indexHtml, request.headers['accept-encoding'], reply);
    if (page) reply.header('vary', ['Accept-Encoding', ...page.varies].join(', '));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  }

  /** The pre-rendered page, or null (no pre-renderer writes this path, or one failed). */
  async function prerendered(request: FastifyRequest): Promise<PrerenderedPage | null> {
    if (prerenders.length === 0 || request.method !== 'GET') return null;
    const page = { path: request.url.split('?', 1)[0] ?? '', headers: request.headers };
    try {
      for (const prerender of prerenders) {
        const written = await prerender(page);
        if (written) return written;
      }
    } catch (error) {
      // The plain app still works: it loads its data itself.
      request.log.error({ err: error }, 'page pre-render failed');
    }
    return null;
  }

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return sendIndex(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });
});
