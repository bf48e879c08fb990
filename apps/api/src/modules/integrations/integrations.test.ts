import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structureIntegrations, userIntegrations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { api } from '../users/staff.test-support';

describe('integrations: a company’s services and each staff member’s own', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let structureId: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    const made = await createUser(t.app.db, { name: 'Ivy Integrator' });
    structureId = made.structureId!;
    admin = await signIn(t.app, made);
  });
  afterAll(() => t?.close());

  it('lists the company services of the catalogue, none configured yet', async () => {
    const res = await http.get('/structure/integrations', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { serviceUid: string }) => i.serviceUid)).toEqual([
      'google-business-profile',
      'syrve',
    ]);
    expect(res.json()[0]).toMatchObject({ connected: false, enabled: false, data: null });
  });

  it('keeps secrets sealed, never sends them back, and keeps a stored secret when a blank one is sent', async () => {
    const saved = await http.post('/structure/integration/update', admin, {
      serviceUid: 'google-business-profile',
      settings: { clientId: 'client-1' },
      secrets: { clientSecret: 's3cret-value', refreshToken: 'refresh-xyz' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('s3cret-value');
    expect(saved.json().data).toMatchObject({
      settings: { clientId: 'client-1' },
      secretsSet: ['clientSecret', 'refreshToken'],
    });
    const [row] = await t.app.db
      .select()
      .from(structureIntegrations)
      .where(eq(structureIntegrations.structureId, structureId));
    expect(row?.secretsSealed).toBeTruthy();
    expect(row?.secretsSealed).not.toContain('s3cret');

    const again = await http.post('/structure/integration/update', admin, {
      serviceUid: 'google-business-profile',
      settings: { clientId: 'client-2' },
      secrets: { clientSecret: '' },
    });
    expect(again.json().data).toMatchObject({
      settings: { clientId: 'client-2' },
      secretsSet: ['clientSecret', 'refreshToken'],
    });
    expect(again.json().data.slug).toBe(saved.json().data.slug);
  });

  it('refuses fields the service does not have, and a staff member’s service at company level', async () => {
    const bad = await http.post('/structure/integration/update', admin, {
      serviceUid: 'syrve',
      secrets: { password: 'x' },
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(bad.json().details[0].path).toBe('body.secrets.password');
    const userScoped = await http.post('/structure/integration/update', admin, { serviceUid: 'telegram' });
    expect(userScoped.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(userScoped.json().details[0].path).toBe('body.serviceUid');
    const companyScoped = await http.post('/user/integration/enable', admin, {
      serviceUid: 'syrve',
      enabled: true,
    });
    expect(companyScoped.json().details[0].path).toBe('body.serviceUid');
  });

  it('checks and says which fields are missing, turns on and off, and deletes', async () => {
    await http.post('/structure/integration/update', admin, {
      serviceUid: 'syrve',
      settings: { organizationId: 'org-1' },
    });
    const check = await http.post('/structure/integration/check', admin, { serviceUid: 'syrve' });
    expect(check.json()).toMatchObject({ ok: false, code: 'missing-fields', message: 'apiLogin' });
    const listed = (await http.get('/structure/integrations', admin)).json();
    expect(listed[1]).toMatchObject({
      serviceUid: 'syrve',
      connected: false,
      data: { lastCheck: { ok: false, code: 'missing-fields' } },
    });

    const on = await http.post('/structure/integration/enable', admin, {
      serviceUid: 'syrve',
      enabled: true,
    });
    expect(on.json()).toMatchObject({ enabled: true });
    expect((await http.post('/structure/integration/delete', admin, { serviceUid: 'syrve' })).json()).toEqual(
      { ok: true },
    );
    const gone = await http.post('/structure/integration/enable', admin, {
      serviceUid: 'syrve',
      enabled: true,
    });
    expect(gone.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('connects a staff member by token, shows it to them, and disconnects', async () => {
    const waiter = await createUser(t.app.db, {
      structure: structureId,
      role: 'waiter',
      email: 'wanda.waiter@example.test',
    });
    const waiterCookie = await signIn(t.app, waiter);
    const connected = await http.post('/user/integration/by-token', admin, {
      email: 'WANDA.waiter@example.test',
      serviceUid: 'telegram',
      token: 'tg-token-1',
    });
    expect(connected.json()).toMatchObject({ serviceUid: 'telegram', connected: true, enabled: true });
    expect(connected.body).not.toContain('tg-token-1');
    expect((await http.get('/user/integrations', waiterCookie)).json()).toMatchObject([
      { serviceUid: 'telegram', connected: true },
    ]);
    expect((await http.get(`/user/${waiter.id}/integration/list`, admin)).json()).toMatchObject([
      { connected: true },
    ]);

    const off = await http.post(`/user/${waiter.id}/integration/enable`, admin, {
      serviceUid: 'telegram',
      enabled: false,
    });
    expect(off.json()).toMatchObject({ enabled: false });
    await http.post('/user/integration/delete', waiterCookie, { serviceUid: 'telegram' });
    expect(
      await t.app.db.select().from(userIntegrations).where(eq(userIntegrations.userId, waiter.id)),
    ).toEqual([]);
    // A waiter cannot manage the company's services.
    expect((await http.get('/structure/integrations', waiterCookie)).json()).toMatchObject({
      statusCode: 403,
    });
  });

  it('never reaches another company’s staff', async () => {
    const other = await createUser(t.app.db, { name: 'Otto Other', email: 'otto.other@example.test' });
    const byToken = await http.post('/user/integration/by-token', admin, {
      email: 'otto.other@example.test',
      serviceUid: 'telegram',
      token: 't',
    });
    expect(byToken.json()).toMatchObject({ statusCode: 404 });
    expect((await http.get(`/user/${other.id}/integration/list`, admin)).json()).toMatchObject({
      statusCode: 404,
    });
    expect((await http.get('/structure/integrations', await signIn(t.app, other))).json()[0]).toMatchObject({
      data: null,
    });
  });
});
