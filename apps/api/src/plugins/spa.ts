import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodeBody, pickEncoding } from './compression';
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

/**
 * The files of the build, as URL paths relative to its root. A build does not change while the
 * server runs, so one listing at boot replaces two file-system calls per request.
 */
export function listBuildFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || ENCODED_SIBLING.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.add(path.relative(root, full).split(path.sep).join('/'));
  }
  return files;
}

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file answers
 * index.html, and the client router takes over. `/` goes to the staff console. Files are sent
 * in the brotli or gzip form the build wrote beside them when the client accepts it (Vary:
 * Accept-Encoding); hashed files under assets/ are cached for a year, the rest revalidated.
 */
export const spaPlugin = fp(async (app) => {
  const root = resolveWebDist(app.config.WEB_DIST_DIR);
  const files = root ? listBuildFiles(root) : new Set<string>();
  const indexHtml = root ? encodeBody(fs.readFileSync(path.join(root, 'index.html'))) : null;

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

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/') || !indexHtml) return sendRouteNotFound(request, reply);
    const body = pickEncoding(indexHtml, request.headers['accept-encoding'], reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  }

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return sendIndex(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });
});
