import { parseLanguage, type TLanguage } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's UI language from the `Language` header; unknown codes fall back to `en`. */
    language: TLanguage;
  }
}

export const languagePlugin = fp(async (app) => {
  // Read on demand: most answers never need it, so no hook runs for it.
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return parseLanguage(this.headers.language);
    },
  });
});
