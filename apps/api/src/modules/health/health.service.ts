import type { THealth } from '@guestloop/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';

/** How long a successful database check stands for; load balancers may poll many times a second. */
const CHECK_FRESH_MS = 1000;

export function createHealthCheck(database: Database, now = () => Date.now()) {
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  return async function checkHealth(): Promise<THealth> {
    if (now() - lastOkAt > CHECK_FRESH_MS) {
      inFlight ??= database.ping().finally(() => {
        inFlight = null;
      });
      try {
        await inFlight;
        lastOkAt = now();
      } catch {
        lastOkAt = Number.NEGATIVE_INFINITY;
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
      }
    }
    return { status: 'ok', database: database.driver };
  };
}
