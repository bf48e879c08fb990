// GET /api/v1/health against a bare server that sends the same bytes. While the last database
// check (at most a second old) stands, the product answers it from ready bytes before Fastify's
// request machinery (plugins/fast-path/); a due check goes through the Fastify route. The
// goal: the product keeps at least 0.85× the bare server's req/s.

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
