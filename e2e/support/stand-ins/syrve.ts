// Syrve Cloud API (api-eu.syrve.live, /api/1): the same local server the API tests use, with a
// café's nomenclature, one organization and terminal group, and an API login the journey saves.
// Inspection: GET /__inspect/orders, /__inspect/calls; control: POST /__control/stop-list
// {productIds, balance?}, /__control/fail-orders {count}.
import { startFakeSyrve } from '../../../apps/api/src/providers/pos/syrve.test-support';
import type { StandIn } from './index';

/** The API login the Syrve journey saves in Integrations. */
export const SYRVE_API_LOGIN = 'linden-cafe-e2e-login';

export async function startStandIn(): Promise<StandIn> {
  const fake = await startFakeSyrve({ apiLogins: [SYRVE_API_LOGIN] });
  return {
    name: 'SYRVE',
    url: fake.url,
    env: { SYRVE_API_URL: fake.url, SYRVE_STOP_LIST_SECONDS: '3' },
    close: fake.close,
  };
}
