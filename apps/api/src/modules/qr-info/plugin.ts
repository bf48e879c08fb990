import fp from 'fastify-plugin';
import { GuestQrInfos } from './guest-qr-infos';
import { qrPages } from './qr-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's QR pages as guests read them, and the change feed that keeps them fresh. */
    guestQrInfos: GuestQrInfos;
  }
}

/**
 * One `GuestQrInfos` per app, listening from boot until the app closes, and the QR pages the
 * served web app gets written on the server (registered before the routes).
 */
export const qrInfoPlugin = fp(async (app) => {
  const pages = new GuestQrInfos(app.db, app.database);
  app.decorate('guestQrInfos', pages);
  await pages.start();
  app.spa.registerPrerender(qrPages(app.db, pages, app.config.PUBLIC_URL));
  app.addHook('onClose', () => pages.stop());
});
