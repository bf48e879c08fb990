import type { FastifyInstance } from 'fastify';
import { listEnabledStructureIntegrations, type OpenIntegration } from '../integrations';
import { findItemsOfCompany, updateItem } from '../menus';
import * as repo from './syrve.repo';
import type { SyrveDeps } from './syrve.service';
import { syrveTarget } from './syrve.target';

/**
 * The POS's stop list on the guest menu: every 30 seconds each enabled Syrve integration's stop
 * list is read; a linked item whose product has none left (balance 0 or less) at the terminal
 * group that takes the orders is sold out, through the editor's own item call (so the guest
 * menu's cached answer is dropped as for a manager's change), and remembered as the POS's doing;
 * when the POS lifts it the item is back on sale. An item a manager sold out is left alone.
 */

export const STOP_LIST_JOB = 'syrve.stop-lists';

/** Applies one company's stop list; answers how many items changed. */
export async function applyStopList(deps: SyrveDeps, integration: OpenIntegration): Promise<number> {
  const { structureId } = integration;
  const links = await repo.allLinks(deps.db, structureId);
  if (links.length === 0) return 0;
  const { client, apiLogin, organization, terminalGroup } = await syrveTarget(deps.config, integration);
  const stopped = new Set(
    (await client.stopList(apiLogin, organization.id))
      .filter((s) => s.terminalGroupId === terminalGroup.id && s.balance <= 0)
      .map((s) => s.productId),
  );
  const items = new Map(
    (
      await findItemsOfCompany(
        deps.db,
        structureId,
        links.map((l) => l.menuItemId),
      )
    ).map((i) => [i.id, i]),
  );
  let changed = 0;
  for (const link of links) {
    const item = items.get(link.menuItemId);
    if (!item) continue;
    const stop = stopped.has(link.productId);
    const mark = (value: boolean) => async (tx: Parameters<typeof repo.setStoppedByPos>[0]) =>
      repo.setStoppedByPos(tx, structureId, item.id, value);
    if (stop && !link.stoppedByPos && !item.soldOut) {
      await updateItem(deps.db, structureId, item.menuSlug, item.id, { soldOut: true }, mark(true));
      changed++;
    } else if (!stop && link.stoppedByPos) {
      if (item.soldOut) {
        await updateItem(deps.db, structureId, item.menuSlug, item.id, { soldOut: false }, mark(false));
        changed++;
      } else {
        await repo.setStoppedByPos(deps.db, structureId, item.id, false);
      }
    }
  }
  return changed;
}

/** Every company's stop list; one company's failure is logged and does not stop the others. */
export async function applyStopLists(app: Pick<FastifyInstance, 'db' | 'config' | 'log'>) {
  for (const integration of await listEnabledStructureIntegrations(app.db, app.config, 'syrve')) {
    if (!integration.secrets.apiLogin) continue;
    try {
      await applyStopList(app, integration);
    } catch (err) {
      app.log.warn({ err, structureId: integration.structureId }, 'Syrve stop list not applied');
    }
  }
}

export function followStopLists(app: FastifyInstance) {
  app.jobs.every(STOP_LIST_JOB, app.config.SYRVE_STOP_LIST_SECONDS * 1000, () => applyStopLists(app));
}
