import type { Config } from '../../config';
import { createSyrveClient } from './syrve';
import type { PosClient } from './types';

export * from './types';

const clients = new Map<string, PosClient>();

/**
 * The Syrve client for the configured address. Built from the settings alone (the integration
 * check is handed only those); one per address, so its access tokens are shared by every caller.
 */
export function syrveClient(config: Pick<Config, 'SYRVE_API_URL'>): PosClient {
  const url = config.SYRVE_API_URL.replace(/\/$/, '');
  let client = clients.get(url);
  if (!client) {
    client = createSyrveClient(url);
    clients.set(url, client);
  }
  return client;
}
