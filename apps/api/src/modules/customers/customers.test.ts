import { ZCustomer } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

/** The `gl_customer` cookie a reply set, as a Cookie header value. */
function customerCookie(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header ?? '')];
  const cookie = all.find((c) => c.startsWith('gl_customer='));
  if (!cookie) throw new Error('no customer cookie set');
  return cookie.split(';')[0] ?? '';
}

describe('guest identities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload && { payload }),
    });

  it('makes an identity on first contact and gives the same one back to the same device', async () => {
    const first = await call('POST', '/customer/create/online-menu/linden-cafe');
    expect(first.statusCode).toBe(200);
    const guest = ZCustomer.parse(first.json());
    const cookie = customerCookie(first);
    expect(first.headers['set-cookie']).toMatch(/HttpOnly/i);

    const again = await call('POST', '/customer/create/online-menu/linden-cafe', cookie);
    expect(again.json()).toMatchObject({ id: guest.id, browserHash: guest.browserHash });
    expect((await call('GET', '/customer', cookie)).json()).toMatchObject({ id: guest.id });

    const fresh = await call('POST', '/customer/create-new/online-menu/linden-cafe', cookie);
    expect(fresh.json().id).not.toBe(guest.id);
  });

  it('keeps only a digest of the secret', async () => {
    const res = await call('POST', '/customer/create/online-menu/x');
    const guest = ZCustomer.parse(res.json());
    const rows = await t.app.db.select().from(customers);
    const row = rows.find((r) => r.id === guest.id);
    expect(row?.browserHash).toBeTruthy();
    expect(row?.browserHash).not.toBe(guest.browserHash);
  });

  it('answers 401 without an identity and 404 for a wrong secret', async () => {
    expect((await call('GET', '/customer')).statusCode).toBe(401);
    expect((await call('GET', '/customer', 'gl_customer=not-a-cookie')).statusCode).toBe(401);
    const guest = (await call('POST', '/customer/create/online-menu/x')).json();
    expect((await call('GET', `/customer/${guest.id}/${guest.browserHash}`)).statusCode).toBe(200);
    expect((await call('GET', `/customer/${guest.id}/${'x'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('saves contact details and restores the identity on another device', async () => {
    const created = await call('POST', '/customer/create/online-menu/x');
    const guest = created.json();
    const saved = await call('PUT', '/customer', customerCookie(created), {
      name: 'Ana',
      phone: '+40 711 222 333',
    });
    expect(saved.json()).toMatchObject({ name: 'Ana', phone: '+40 711 222 333', email: null });
    const bad = await call('PUT', '/customer', customerCookie(created), { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);

    const adopted = await call('POST', `/customer/${guest.id}/${guest.browserHash}`);
    expect(adopted.json()).toMatchObject({ id: guest.id, name: 'Ana' });
    expect((await call('GET', '/customer', customerCookie(adopted))).json()).toMatchObject({ name: 'Ana' });
  });

  it('leaves the details as they are for an empty update, and refuses text that cannot be stored', async () => {
    const created = await call('POST', '/customer/create/online-menu/x');
    await call('PUT', '/customer', customerCookie(created), { name: 'Ana' });
    const empty = await call('PUT', '/customer', customerCookie(created), {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ id: created.json().id, name: 'Ana', phone: null });
    for (const name of ['A\u0000na', 'A\uD800na']) {
      const bad = await call('PUT', '/customer', customerCookie(created), { name });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.name', message: 'invalid_characters' }],
      });
    }
    expect((await call('GET', '/customer', customerCookie(created))).json()).toMatchObject({ name: 'Ana' });
  });

  it('combines two identities: the old cookie then answers as the one that took over', async () => {
    const phone = await call('POST', '/customer/create/online-menu/x');
    const laptop = await call('POST', '/customer/create/online-menu/x');
    const old = phone.json();
    await call('PUT', '/customer', customerCookie(laptop), { name: 'Bo' });

    const wrong = await call('POST', `/customer/${old.id}/combine`, customerCookie(laptop), {
      browserHash: 'x'.repeat(32),
    });
    expect(wrong.statusCode).toBe(404);
    const combined = await call('POST', `/customer/${old.id}/combine`, customerCookie(laptop), {
      browserHash: old.browserHash,
    });
    expect(combined.json()).toEqual({ ok: true, customerId: laptop.json().id });
    expect((await call('GET', '/customer', customerCookie(phone))).json()).toMatchObject({
      id: old.id,
      name: 'Bo',
    });
  });
});
