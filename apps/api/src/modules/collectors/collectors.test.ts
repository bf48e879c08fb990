import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_GOOGLE_LOCATION,
  type FakeGoogle,
  startFakeGoogle,
} from '../../providers/reviews/google-business-profile.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { paths } from '../structure/structure.test-support';
import { type GoogleCompany, googleCompany } from './collectors.test-support';

describe('review collectors: made, changed, run on demand and removed under a company’s integration', () => {
  let google: FakeGoogle;
  let t: TestApp;
  let a: GoogleCompany;
  let b: GoogleCompany;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(google.env, { jobs: { autoStart: false } });
    [a, b] = [await googleCompany(t), await googleCompany(t)];
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('checks Google’s keys through the integration: connected, then unauthorized with a revoked grant', async () => {
    const ok = await a.api.post('/structure/integration/check', { serviceUid: 'google-business-profile' });
    expect(ok.json()).toMatchObject({ ok: true, code: null });
    google.keys.refreshToken = 'rotated';
    const refused = await a.api.post('/structure/integration/check', {
      serviceUid: 'google-business-profile',
    });
    google.keys.refreshToken = '1//0fake-refresh-token';
    expect(refused.json()).toMatchObject({ ok: false, code: 'unauthorized' });
    expect(refused.json().message).toContain('invalid_grant');
    const list = (await a.api.get('/structure/integrations')).json();
    expect(list[0]).toMatchObject({
      connected: false,
      data: { lastCheck: { ok: false, code: 'unauthorized' } },
    });
  });

  it('creates a collector, scheduled an interval from now or on demand only, and lists it with its runs', async () => {
    const before = Date.now();
    const hourly = await a.createCollector({ title: 'Hourly', intervalMinutes: 60 });
    expect(hourly).toMatchObject({ title: 'Hourly', source: FAKE_GOOGLE_LOCATION, enabled: true, runs: [] });
    const next = new Date(hourly.nextRunAt!).getTime();
    expect(next).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000);
    const manual = await a.createCollector({ title: 'On demand' });
    expect(manual).toMatchObject({ intervalMinutes: null, nextRunAt: null });
    const run = await a.execute(manual.id);
    expect(run).toMatchObject({ trigger: 'manual', status: 'queued', imported: 0 });
    const listed = await a.collectors();
    expect(listed.map((c) => c.title)).toEqual(['Hourly', 'On demand']);
    expect(listed[1]!.runs).toEqual([run]);
  });

  it('runs a collector once at a time: asking again while a run is queued answers that run', async () => {
    const collector = await a.createCollector({ title: 'Twice' });
    const [first, second] = await Promise.all([a.execute(collector.id), a.execute(collector.id)]);
    expect(second.id).toBe(first.id);
    expect((await a.collectors()).find((c) => c.id === collector.id)!.runs).toHaveLength(1);
  });

  it('refuses a place that is not a Google location, a bad interval and another company’s metric', async () => {
    const url = `/structure/integration/${a.slug}/collectors`;
    const bad = await a.api.post(url, {
      title: 'x',
      source: 'locations/2',
      metricId: a.metric.id,
      intervalMinutes: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['body.intervalMinutes', 'body.source']);
    const foreign = await a.api.post(url, {
      title: 'x',
      source: FAKE_GOOGLE_LOCATION,
      metricId: b.metric.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(paths(foreign)).toEqual(['body.metricId']);
  });

  it('changes the fields given and moves the schedule with the interval; turned off, it is not scheduled', async () => {
    const made = await a.createCollector({ title: 'Changing' });
    const url = `/structure/integration/collector/${made.id}/update`;
    const timed = (await a.api.post(url, { intervalMinutes: 15 })).json();
    expect(timed).toMatchObject({ title: 'Changing', intervalMinutes: 15 });
    expect(timed.nextRunAt).not.toBeNull();
    const renamed = (await a.api.post(url, { title: 'Renamed' })).json();
    expect(renamed).toMatchObject({ title: 'Renamed', nextRunAt: timed.nextRunAt });
    const off = (await a.api.post(url, { enabled: false })).json();
    expect(off).toMatchObject({ enabled: false, intervalMinutes: 15, nextRunAt: null });
  });

  it('deletes a collector with its runs', async () => {
    const made = await a.createCollector({ title: 'Short-lived' });
    await a.execute(made.id);
    const res = await a.api.post(`/structure/integration/collector/${made.id}/delete`);
    expect(res.json()).toEqual({ ok: true });
    expect((await a.collectors()).some((c) => c.id === made.id)).toBe(false);
    const again = await a.api.post(`/structure/integration/collector/${made.id}/delete`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to another company for the integration’s address and every collector route', async () => {
    const theirs = await a.createCollector({ title: 'Theirs' });
    const slugUrl = `/structure/integration/${a.slug}/collectors`;
    expect((await b.api.get(slugUrl)).statusCode).toBe(404);
    const create = await b.api.post(slugUrl, {
      title: 'x',
      source: FAKE_GOOGLE_LOCATION,
      metricId: b.metric.id,
    });
    expect(create.statusCode).toBe(404);
    for (const verb of ['update', 'execute', 'delete']) {
      const res = await b.api.post(`/structure/integration/collector/${theirs.id}/${verb}`, {
        title: 'Mine',
      });
      expect(res.statusCode, verb).toBe(404);
    }
    const still = (await a.collectors()).find((c) => c.id === theirs.id)!;
    expect(still).toMatchObject({ title: 'Theirs', runs: [] });
  });

  it('is for members who manage integrations only; a company service that collects nothing has no collectors', async () => {
    const manager = await a.company.member('manager');
    const slugUrl = `/structure/integration/${a.slug}/collectors`;
    expect((await manager.api.get(slugUrl)).statusCode).toBe(403);
    const [collector] = await a.collectors();
    const run = await manager.api.post(`/structure/integration/collector/${collector!.id}/execute`);
    expect(run.statusCode).toBe(403);
    const syrve = await a.api.post('/structure/integration/update', {
      serviceUid: 'syrve',
      secrets: { apiLogin: 'x' },
    });
    const syrveUrl = `/structure/integration/${syrve.json().data.slug}/collectors`;
    expect((await a.api.get(syrveUrl)).statusCode).toBe(404);
  });
});
