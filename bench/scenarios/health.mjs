// GET /api/v1/health: the whole request path of the product (hooks, security headers, access
// check, response serialisation, one database round trip) against a bare server that sends the
// same bytes. The goal: the product keeps at least 0.85× the bare server's req/s.

/** @type {import('./types').Scenario} */
export default {
  name: 'health',
  description: 'GET /api/v1/health, product vs. a bare node:http server sending the same answer',
  productEnv: { SEED_DEMO: '0' },
  minReqRatio: 0.85,
  async prepare() {
    return { method: 'GET', path: '/api/v1/health', headers: {} };
  },
};
