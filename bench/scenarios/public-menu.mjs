// GET /api/v1/online-menu/public/linden-cafe (the demo menu) as a browser asks for it, against a
// bare server sending the same compressed bytes. The product answers from cached bytes per menu
// version, kept fresh by the menus' change notices (LISTEN/NOTIFY; a version check per request
// while those cannot be relied on), and cache hits are answered before Fastify's request
// machinery (plugins/fast-path/). Goals: ≥ 0.85× the bare server's req/s and ≤ 1.25× its CPU
// per request.

/** @type {import('./types').Scenario} */
export default {
  name: 'public-menu',
  description: 'GET the demo public menu (br), product vs. a bare node:http server sending the same answer',
  productEnv: { SEED_DEMO: '1' },
  minReqRatio: 0.85,
  maxCpuRatio: 1.25,
  async prepare() {
    return {
      method: 'GET',
      path: '/api/v1/online-menu/public/linden-cafe',
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br, zstd',
        'accept-language': 'en-US,en;q=0.9',
        language: 'en',
      },
    };
  },
};
