import fp from 'fastify-plugin';
import { GuestQrInfos } from './guest-qr-infos';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's QR pages as guests read them, and the change feed that keeps them fresh. */
    guestQrInfos: GuestQrInfos;
  }
}

/** One `GuestQrInfos` per app, listening from boot until the app closes (registered before the routes). */
export const qrInfoPlugin = fp(async (app) => {
  const pages = new GuestQrInfos(app.db, app.database);
  app.decorate('guestQrInfos', pages);
  await pages.start();
  app.addHook('onClose', () => pages.stop());
});
