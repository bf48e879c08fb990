import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GuestPrerenderer, matchGuestRoute, parseTemplate } from '../modules/menus/prerender';
import { readGuestAssets } from '../modules/menus/prerender-assets';
import { guestLanguage, LANGUAGE_COOKIE } from '../modules/menus/prerender-language';
import { publicMenuBytes } from '../modules/menus/public.service';
import { type EncodedBody, encodeBody, pickEncoding } from './compression';
import { sendRouteNotFound } from './errors';

/** Where the built web app is: WEB_DIST_DIR, else apps/web/dist beside this package. */
export function resolveWebDist(configured: string | undefined): string | null {
  const candidates = configured
    ? [path.resolve(configured)]
    : ['../../web/dist', '../web/dist', '../../../web/dist'].map((p) =>
        fileURLToPath(new URL(p, import.meta.url)),
      );
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html'))) ?? null;
}

/** Precompressed siblings (`x.js.br`, `x.js.gz`) are encodings of `x.js`, never files of their own. */
const ENCODED_SIBLING = /\.(br|gz)$/;
/** Vite's build manifest is for the server (prerender-assets.ts), not for browsers. */
const BUILD_METADATA = /^\.vite\//;

/**
 * The files of the build, as URL paths relative to its root. A build does not change while the
 * server runs, so one listing at boot replaces two file-system calls per request.
 */
export function listBuildFiles(root: string): Set<string> {
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
 * The guest menu pages get index.html with their first screen pre-rendered (modules/menus/prerender.ts).
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
  const template =
    root && indexSource !== null ? parseTemplate(indexSource, readGuestAssets(root), readAsset) : null;
  // The menu comes through the public answer's cache, kept fresh by the menus' change notices.
  const prerenderer = template
    ? new GuestPrerenderer(app.db, template, (slug) => publicMenuBytes(app.db, app.publicMenus, slug))
    : null;

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
    const body = pickEncoding(page ?? indexHtml, request.headers['accept-encoding'], reply);
    // A pre-rendered page is written in the guest's language (cookie, else Accept-Language).
    if (page) reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  }

  /** The pre-rendered guest menu page, or null (not a guest menu path, unknown menu, or a failure). */
  async function prerendered(request: FastifyRequest): Promise<EncodedBody | null> {
    if (!prerenderer || request.method !== 'GET') return null;
    const route = matchGuestRoute(request.url.split('?', 1)[0] ?? '');
    if (!route) return null;
    const cookie = request.headers.cookie ? parseCookie(request.headers.cookie)[LANGUAGE_COOKIE] : undefined;
    const language = guestLanguage(cookie, request.headers['accept-language']);
    try {
      return await prerenderer.render(route, language);
    } catch (error) {
      // The plain app still works: it loads the menu itself.
      request.log.error({ err: error }, 'guest page pre-render failed');
      return null;
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return sendIndex(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });
});
