// GET /api/v1/online-menu/public/linden-cafe as a Spanish guest's phone asks for it (Language: es),
// the company's translation memory holding every text of the demo menu in Spanish, against a bare
// server sending the same compressed bytes. The product builds the translated menu once per menu
// version and language, keeps its compressed bytes beside the menu's own, and answers cache hits
// before Fastify's request machinery (plugins/fast-path/), as for the menu in its own language.
// The memory is filled through staff corrections (no engine needed). Goals: ≥ 0.85× the bare
// server's req/s and ≤ 1.25× its CPU per request.

const MENU = '/api/v1/online-menu/public/linden-cafe';
const DEMO_ADMIN = { email: 'admin@demo.guestloop.app', password: 'guestloop-demo' };

async function call(baseUrl, path, { cookie, body, language } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...(language ? { language } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Every text of the menu gets a Spanish translation in the memory, as a manager's correction. */
async function fillMemory(baseUrl) {
  const login = await call(baseUrl, '/api/v1/login', { body: DEMO_ADMIN });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const menu = await (await call(baseUrl, MENU, { language: 'es' })).json();
  const texts = menu.contentLanguage.original;
  if (texts.length < 50) throw new Error(`expected the demo menu's texts untranslated, got ${texts.length}`);
  for (const source of texts) {
    await call(baseUrl, '/api/v1/translation/correction', {
      cookie,
      body: { source, from: 'en', to: 'es', text: `(es) ${source}` },
    });
  }
  const filled = await (await call(baseUrl, MENU, { language: 'es' })).json();
  if (filled.contentLanguage.original.length > 0)
    throw new Error(`still untranslated: ${filled.contentLanguage.original.join(', ')}`);
}

/** @type {import('./types').Scenario} */
export default {
  name: 'public-menu-translated',
  description:
    'GET the demo public menu in Spanish (br, memory filled), product vs. a bare node:http server sending the same answer',
  productEnv: { SEED_DEMO: '1' },
  minReqRatio: 0.85,
  maxCpuRatio: 1.25,
  async prepare({ baseUrl }) {
    await fillMemory(baseUrl);
    return {
      method: 'GET',
      path: MENU,
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br, zstd',
        'accept-language': 'es-ES,es;q=0.9',
        language: 'es',
      },
    };
  },
};
