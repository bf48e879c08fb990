import type { TOrderLine } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { PosOrderLine } from '../../providers/pos';
import { enqueue } from '../jobs';
import { findOrderById, type OrderRow } from '../orders';
import * as repo from './syrve.repo';
import { liveIntegration, type SyrveDeps } from './syrve.service';
import { problemOf, syrveTarget } from './syrve.target';

/**
 * A guest's order with linked items goes to the POS once: a job per order (keyed by the order, so
 * a repeated event adds none) sends its linked lines; `pos_order_exports` (unique per order)
 * records the outcome, so a job run again after the send leaves it alone. A failed send is
 * recorded with its reason and tried again by the job's retries. The POS is given our order's id,
 * so a send repeated after a lost answer is the same order to it.
 */

export const EXPORT_ORDER_JOB = 'syrve.export-order';
export interface ExportOrderPayload {
  structureId: string;
  orderId: string;
}

/** A phone Syrve takes: "+" and 8 to 40 digits. */
const posPhone = (phone: string | null | undefined) => {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /^\+\d{8,40}$/.test(digits) ? digits : undefined;
};

function lineComment(line: TOrderLine) {
  const parts = [line.option, ...line.addons.map((a) => a.name), line.note].filter(Boolean);
  return parts.length ? parts.join(', ').slice(0, 500) : undefined;
}

function orderComment(order: OrderRow) {
  return [`Guestloop order #${order.number}`, order.tableLabel, order.note]
    .filter(Boolean)
    .join(' · ')
    .slice(0, 500);
}

/** Sends the order's linked lines to the POS unless it was sent already; throws when the send failed. */
export async function exportOrder(deps: SyrveDeps, { structureId, orderId }: ExportOrderPayload) {
  const integration = await liveIntegration(deps, structureId);
  if (!integration) return;
  if ((await repo.findExport(deps.db, orderId))?.status === 'sent') return;
  const order = await findOrderById(deps.db, orderId);
  if (!order || order.structureId !== structureId) return;
  const lines = order.lines as TOrderLine[];
  const links = await repo.linksOfItems(
    deps.db,
    structureId,
    lines.map((l) => l.itemId),
  );
  const productOf = new Map(links.map((l) => [l.menuItemId, l.productId]));
  const items: PosOrderLine[] = lines.flatMap((line) => {
    const productId = productOf.get(line.itemId);
    return productId
      ? [{ productId, amount: line.quantity, price: line.unitPrice, comment: lineComment(line) }]
      : [];
  });
  if (items.length === 0) return;
  try {
    const { client, apiLogin, organization, terminalGroup } = await syrveTarget(deps.config, integration);
    const sent = await client.createOrder(
      apiLogin,
      { organizationId: organization.id, terminalGroupId: terminalGroup.id },
      {
        id: order.id,
        externalNumber: order.slug,
        phone: posPhone(order.contact?.phone),
        comment: orderComment(order),
        items,
      },
    );
    await repo.recordExport(deps.db, { structureId, orderId, status: 'sent', externalId: sent.id });
  } catch (error) {
    const problem = problemOf(error);
    await repo.recordExport(deps.db, {
      structureId,
      orderId,
      status: 'failed',
      errorMessage: `${problem.code}: ${problem.message}`,
    });
    throw error;
  }
}

export const EXPORT_SWEEP_JOB = 'syrve.export-sweep';
const EXPORT_SWEEP_EVERY_MS = 5 * 60_000;

const queueExport = (app: FastifyInstance, payload: ExportOrderPayload) =>
  enqueue(app.db, EXPORT_ORDER_JOB, payload, { dedupeKey: `syrve-order:${payload.orderId}` });

/**
 * Orders placed with linked items are queued for the POS; the job does the sending. The event
 * comes after the order's commit, so a process stopping in between would lose the queueing: a
 * sweep every five minutes queues the day's linked orders that have no send on record.
 */
export function sendOrdersToPos(app: FastifyInstance) {
  app.jobs.register<ExportOrderPayload>(EXPORT_ORDER_JOB, (payload) => exportOrder(app, payload));
  app.events.on('order.placed', async ({ structureId, orderId }) => {
    // One indexed look per order: a company that linked nothing has nothing for the POS.
    if (!(await repo.hasLinks(app.db, structureId))) return;
    await queueExport(app, { structureId, orderId });
  });
  app.jobs.every(EXPORT_SWEEP_JOB, EXPORT_SWEEP_EVERY_MS, async () => {
    await queueMissingExports(app);
  });
}

/** Queues the day's orders with linked items whose queueing was lost; says how many. */
export async function queueMissingExports(app: FastifyInstance): Promise<number> {
  const missing = await repo.ordersMissingExport(app.db, 200);
  for (const order of missing) await queueExport(app, order);
  return missing.length;
}
