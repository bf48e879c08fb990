import type { THealth } from '@guestloop/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';

export async function checkHealth(database: Database): Promise<THealth> {
  try {
    await database.ping();
  } catch {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
  }
  return { status: 'ok', database: database.driver };
}
