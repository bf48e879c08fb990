import { parseLanguage, type TLanguage } from '@guestloop/contracts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's UI language from the `Language` header; unknown codes fall back to `en`. */
    language: TLanguage;
  }
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language);
  });
});
