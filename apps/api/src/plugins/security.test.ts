import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, signIn } from '../test/users';

const OWN = 'https://guest.example.com';
const LISTED = 'https://shop.example.com';
const SIBLING = 'https://evil.example.com';

describe('origin check of state-changing calls', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: OWN, CORS_ORIGINS: `${LISTED}/, https://other.example.org` });
    admin = await signIn(t.app, await createUser(t.app.db));
  });
  afterAll(() => t.close());

  const createRole = (name: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/role/create',
      headers,
      payload: { name, permissions: [] },
    });
  const roleNames = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: { cookie: admin } }))
      .json()
      .items.map((r: { name: string }) => r.name);

  it('refuses a call with a session cookie from another origin of the same site, changing nothing', async () => {
    for (const [name, headers] of [
      ['By origin', { origin: SIBLING }],
      ['By referer', { referer: `${SIBLING}/upload.html` }],
      ['Opaque origin', { origin: 'null' }],
      ['Unparsable referer', { referer: 'not a url' }],
      ['Other scheme', { origin: 'http://guest.example.com' }],
      ['Other port', { origin: 'https://guest.example.com:8443' }],
      // Origin decides when both are sent.
      ['Origin over referer', { origin: SIBLING, referer: `${OWN}/user/app/` }],
    ] as const) {
      const res = await createRole(name, { cookie: admin, ...headers });
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'ORIGIN_NOT_ALLOWED' });
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/role/manager',
      headers: { cookie: admin, origin: SIBLING },
    });
    expect(del.json().code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await roleNames()).toEqual(['Administrator', 'Manager', 'Waiter']);
  });

  it("refuses a guest's calls from another origin too, but not from the product's pages", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/create/online-menu/demo',
      headers: { origin: OWN },
    });
    expect(created.statusCode).toBe(200);
    const guest = created.cookies.find((c) => c.name === 'gl_customer');
    const cookie = `gl_lang=en; gl_customer=${guest!.value}`;
    const update = (origin: string, name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/customer',
        headers: { cookie, origin },
        payload: { name },
      });
    const refused = await update(SIBLING, 'Mallory');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ORIGIN_NOT_ALLOWED');
    const own = await update(OWN, 'Alice');
    expect(own.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/customer', headers: { cookie } });
    expect(read.json().name).toBe('Alice');
  });

  it("lets the product's own origin and the CORS_ORIGINS through, and its pages send their origin", async () => {
    for (const [name, headers] of [
      ['Own origin', { origin: OWN }],
      ['Own referer', { referer: `${OWN}/user/app/roles?tab=1` }],
      ['Listed origin', { origin: LISTED }],
      ['Second listed origin', { origin: 'https://other.example.org' }],
      ['No origin at all', {}],
    ] as const) {
      const res = await createRole(name, { cookie: admin, ...headers });
      expect(res.statusCode, name).toBe(200);
    }
    expect(await roleNames()).toContain('Own referer');
    expect((await createRole('Sibling', { cookie: admin, origin: SIBLING })).statusCode).toBe(403);
    // Under "no-referrer" browsers send `Origin: null` on a page's own POSTs (Firefox on every
    // call), which the check refuses; the pages keep the referrer to themselves instead.
    const page = await t.app.inject({ method: 'GET', url: '/user/app/' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('lets calls without a credential cookie through: payment webhooks and anonymous callers', async () => {
    const webhook = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/stripe/webhook/no-such-menu',
        headers: { 'content-type': 'application/json', origin: 'https://hooks.example.net', ...headers },
        payload: '{}',
      });
    // The route itself answers: no Stripe settings for this menu.
    const hook = await webhook({});
    expect(hook.statusCode).toBe(404);
    expect(hook.json().code).toBe('NOT_FOUND');
    expect((await webhook({ cookie: 'gl_lang=de' })).statusCode).toBe(404);
    const withSession = await webhook({ cookie: admin });
    expect(withSession.statusCode).toBe(403);
    expect(withSession.json().code).toBe('ORIGIN_NOT_ALLOWED');
    // Reading is never checked.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/roles',
      headers: { cookie: admin, origin: SIBLING },
    });
    expect(read.statusCode).toBe(200);
  });
});
