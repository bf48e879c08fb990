// GET /api/v1/qr-info/public/linden-cafe-qr (the demo café's QR page) as a guest's phone asks for
// it, against a bare server sending the same compressed bytes. The product answers from bytes
// kept per page version and place, fresh by the company pages' change notices, and sends cache
// hits before Fastify's request machinery (plugins/fast-path/). Goals: ≥ 0.85× the bare server's
// req/s and ≤ 1.25× its CPU per request.

/** @type {import('./types').Scenario} */
export default {
  name: 'qr-info',
  description: 'GET the demo QR page (br), product vs. a bare node:http server sending the same answer',
  productEnv: { SEED_DEMO: '1' },
  minReqRatio: 0.85,
  maxCpuRatio: 1.25,
  async prepare() {
    return {
      method: 'GET',
      path: '/api/v1/qr-info/public/linden-cafe-qr',
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br, zstd',
        'accept-language': 'en-US,en;q=0.9',
        language: 'en',
      },
    };
  },
};
