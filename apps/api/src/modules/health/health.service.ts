import type { THealth } from '@guestloop/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';

/** How long a successful database check stands for; load balancers may poll many times a second. */
const CHECK_FRESH_MS = 1000;

/**
 * The health answer. While the last database check is fresh it is returned synchronously (no
 * promise, no microtask: health is polled often and should cost as little as a static answer);
 * otherwise the database is asked, once for all the callers waiting on it.
 */
export function createHealthCheck(database: Database, now = () => Date.now()) {
  const healthy: THealth = Object.freeze({ status: 'ok', database: database.driver });
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<THealth> | null = null;

  const ask = () =>
    database.ping().then(
      () => {
        lastOkAt = now();
        return healthy;
      },
      () => {
        lastOkAt = Number.NEGATIVE_INFINITY;
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
      },
    );

  return function checkHealth(): THealth | Promise<THealth> {
    if (now() - lastOkAt <= CHECK_FRESH_MS) return healthy;
    inFlight ??= ask().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
