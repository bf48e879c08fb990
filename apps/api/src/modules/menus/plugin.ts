import fp from 'fastify-plugin';
import { guestPages } from './guest-pages';
import { onMenuChanged } from './menu-changes';
import { seatingChanged, translationsChanged } from './menus.service';
import { MenuSnapshots } from './snapshots';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's menu snapshots and the change feed that keeps them fresh. */
    menuSnapshots: MenuSnapshots;
  }
}

/**
 * What the menus module adds to the whole app (registered before the routes, after the web app's
 * page registry): one `MenuSnapshots` per app, listening from boot until the app closes, and the
 * guest menu pages written from it for the served web app.
 */
export const menusPlugin = fp(async (app) => {
  const snapshots = new MenuSnapshots(app.db, app.database);
  app.decorate('menuSnapshots', snapshots);
  const stopLocal = onMenuChanged(app.db, (key) => snapshots.invalidate(key));
  // Menus show tables and are priced on the company's clock: either changing drops the company's menus.
  const companyChanged = ({ structureId }: { structureId: string }) => seatingChanged(app.db, structureId);
  app.events.on('seating.changed', companyChanged);
  app.events.on('company.time-zone.changed', companyChanged);
  // A guest reading another language sees the translation memory's texts: its changes drop them.
  app.events.on('content-translations.changed', ({ structureId, language }) =>
    translationsChanged(app.db, structureId, language),
  );
  await snapshots.feed.start();
  app.addHook('onClose', async () => {
    stopLocal();
    await snapshots.feed.stop();
  });
  app.spa.registerPrerender(guestPages(app.db, (slug, language) => snapshots.shown(slug, language)));
});
