import { ZCustomer } from '@guestloop/contracts';
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

type Reply = { headers: Record<string, unknown> };

/** What a browser keeps of the cookies a reply sets: set ones replace, expired ones go. */
function keepCookies(jar: Map<string, string>, reply: Reply): void {
  const header = reply.headers['set-cookie'];
  for (const line of Array.isArray(header) ? header : header ? [String(header)] : []) {
    const cookie = parseSetCookie(line);
    const expired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
    if (expired) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value ?? '');
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

describe('a device forgets its guest (the ?reset of the guest pages)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** One browser: every call sends what it keeps and keeps what the answer sets. */
  function browser() {
    const jar = new Map<string, string>();
    return async (method: 'GET' | 'POST', url: string) => {
      const cookie = cookieHeader(jar);
      const reply = await t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
      keepCookies(jar, reply);
      return reply;
    };
  }

  it('expires the httpOnly identity cookie, so the next guest call has none and a new guest is made', async () => {
    const call = browser();
    const before = ZCustomer.parse((await call('POST', '/customer/create/online-menu/linden-cafe')).json());
    expect((await call('GET', '/customer')).json()).toMatchObject({ id: before.id });

    const forgot = await call('POST', '/customer/forget');
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ ok: true });
    expect(String(forgot.headers['set-cookie'])).toMatch(/^gl_customer=;.*HttpOnly/i);

    expect((await call('GET', '/customer')).statusCode).toBe(401);
    const after = ZCustomer.parse((await call('POST', '/customer/create/online-menu/linden-cafe')).json());
    expect(after.id).not.toBe(before.id);
    expect((await call('GET', '/customer')).json()).toMatchObject({ id: after.id });
  });

  it('answers a device without an identity the same way', async () => {
    const reply = await browser()('POST', '/customer/forget');
    expect(reply.statusCode).toBe(200);
  });
});
