// The database side of the order and rating benchmarks: order-db.entry.ts bundled and run as its
// own process (lib/bundled-worker.mjs).
import { startBundledWorker } from './bundled-worker.mjs';

export { migrationsFolder } from './bundled-worker.mjs';

/**
 * Starts the database process. `call(cmd, args)` resolves to the command's result; `pid` is there
 * to read its CPU time; `stop()` closes its database and removes the bundle.
 */
export const startOrderDb = () => startBundledWorker('order-db.entry.ts');
