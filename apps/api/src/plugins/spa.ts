import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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

/**
 * Serves the built SPA with history fallback: any GET outside /api that is not a file answers
 * index.html, and the client router takes over. `/` goes to the staff console.
 */
export const spaPlugin = fp(async (app) => {
  const root = resolveWebDist(app.config.WEB_DIST_DIR);
  const indexHtml = root ? fs.readFileSync(path.join(root, 'index.html')) : null;

  if (root) {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Serve every file of the build; the history fallback below covers the rest.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      const full = path.join(root, file);
      if (file && full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile()) {
        return reply.sendFile(file);
      }
      return sendIndex(request, reply);
    });
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/user/app/'),
  );

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/') || !indexHtml) return sendRouteNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  }

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return sendIndex(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });
});
