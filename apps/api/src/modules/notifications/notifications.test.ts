import { type TMetric, ZNotificationList, ZNotificationSetting } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, userLocations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn, type TestUser } from '../../test/users';
import { type Client, client, companyWithLocation, createMetric } from '../metrics/metrics.test-support';
import { mailAlertsNow, mailCatcher } from './notifications.test-support';

describe('notifications of ratings', () => {
  let t: TestApp;
  const mail = mailCatcher();
  let company: Awaited<ReturnType<typeof companyWithLocation>>;
  let harbour: string;
  let metric: TMetric;
  let terraceMetric: TMetric;
  const staff: Record<string, { user: TestUser; api: Client }> = {};
  let guestAddress = 0;

  const rate = async (slug: string, score: number, comment?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rate',
      payload: { slug, score, ...(comment ? { comment } : {}) },
      remoteAddress: `10.7.0.${++guestAddress}`,
    });
    if (res.statusCode !== 200) throw new Error(`rate: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string };
  };
  const bell = async (who: string) =>
    ZNotificationList.parse((await staff[who]!.api.get('/notification/list')).json());
  const member = async (
    name: string,
    role: 'manager' | 'waiter',
    options: { language?: 'de'; at?: string } = {},
  ) => {
    const user = await createUser(t.app.db, {
      structure: company.structureId,
      role,
      name,
      language: options.language ?? 'en',
    });
    if (options.at) await t.app.db.insert(userLocations).values({ userId: user.id, locationId: options.at });
    staff[name] = { user, api: client(t, await signIn(t.app, user)) };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: mail.provider }, jobs: { autoStart: false } });
    company = await companyWithLocation(t);
    staff.admin = { user: company.admin, api: company.api };
    harbour = (await company.api.post('/location/create', { name: 'Harbour', slug: 'harbour' })).json().id;
    await member('Mia', 'manager', { language: 'de' });
    await member('Walt', 'waiter');
    await member('Hana', 'manager', { at: harbour });
    await member('Otto', 'manager', { at: company.root });
    metric = await createMetric(company.api, company.root);
    terraceMetric = await createMetric(company.api, company.sub);
    await t.app.jobs.runDueJobs();
    mail.clear();
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells members who read reviews of a bad rating at once, in the bell and by e-mail in their language', async () => {
    const rating = await rate(metric.slug, 1, 'Cold soup\n and a   long wait');

    const mia = await bell('Mia');
    expect(mia.unread).toBe(1);
    expect(mia.items).toEqual([
      expect.objectContaining({
        kind: 'rating.bad',
        sourceType: 'metric',
        sourceId: metric.id,
        subjectId: rating.id,
        locationId: company.root,
        locationName: 'Old Town',
        readAt: null,
        payload: {
          score: 1,
          outcome: 'bad',
          title: metric.title,
          metricType: 'stars',
          tableLabel: null,
          comment: 'Cold soup and a long wait',
        },
      }),
    ]);
    expect((await bell('admin')).unread).toBe(1);
    expect((await bell('Otto')).unread).toBe(1);
    // A waiter's role does not read reviews; Hana works at another location.
    expect((await bell('Walt')).items).toEqual([]);
    expect((await bell('Hana')).items).toEqual([]);

    await t.app.jobs.runDueJobs();
    const [german] = mail.to(staff.Mia!.user.email);
    expect(german?.subject).toBe('Schlechte Bewertung (1 von 5) – Old Town');
    expect(german?.text).toContain('Kommentar: Cold soup and a long wait');
    expect(german?.text).toContain(`/user/app/reviews?review=${rating.id}`);
    expect(mail.to(company.admin.email).map((m) => m.subject)).toEqual(['Bad rating (1 of 5) at Old Town']);
    expect(mail.to(staff.Walt!.user.email)).toEqual([]);
    expect(mail.to(staff.Hana!.user.email)).toEqual([]);

    // The same rating told again (a repeated event) adds nothing: once per score.
    await t.app.events.emit('rating.created', {
      structureId: company.structureId,
      ratingId: rating.id,
      metricId: metric.id,
      locationId: company.root,
      outcome: 'bad',
      score: 1,
      tableId: null,
      metricTitle: metric.title,
      metricType: metric.type,
      tableLabel: null,
      comment: 'Cold soup and a long wait',
    });
    await t.app.jobs.runDueJobs();
    expect((await bell('Mia')).items).toHaveLength(1);
    expect(mail.to(staff.Mia!.user.email)).toHaveLength(1);
  });

  it('tells nobody of a good rating by default, and a member who takes every rating once per rating', async () => {
    const saved = await staff.Mia!.api.post('/notification-setting', {
      events: ['rating.bad', 'rating.new'],
      locationIds: null,
      channels: { email: false, console: true },
    });
    expect(ZNotificationSetting.parse(saved.json())).toMatchObject({
      events: ['rating.bad', 'rating.new'],
      isDefault: false,
    });
    const before = { mia: (await bell('Mia')).items.length, admin: (await bell('admin')).items.length };
    mail.clear();

    const good = await rate(metric.slug, 5);
    const bad = await rate(metric.slug, 2, 'Noisy');
    const mia = await bell('Mia');
    expect(mia.items.slice(0, 2).map((n) => [n.kind, n.subjectId])).toEqual([
      ['rating.bad', bad.id],
      ['rating.new', good.id],
    ]);
    expect(mia.items).toHaveLength(before.mia + 2);
    expect((await bell('admin')).items).toHaveLength(before.admin + 1);
    await mailAlertsNow(t);
    // Mia chose the console only; the administrator keeps the default, e-mail included.
    expect(mail.to(staff.Mia!.user.email)).toEqual([]);
    expect(mail.to(company.admin.email).map((m) => m.subject)).toEqual(['Bad rating (2 of 5) at Old Town']);
  });

  it('tells of a rating where the member works or chose, a sub-location counting for its parent', async () => {
    await staff.Mia!.api.post('/notification-setting', {
      events: ['rating.bad'],
      locationIds: [harbour],
      channels: { email: true, console: true },
    });
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ['Mia', 'Otto', 'Hana', 'admin'].map(async (who) => [who, (await bell(who)).items.length]),
        ),
      );
    const before = await counts();
    const rating = await rate(terraceMetric.slug, 1);
    const after = await counts();
    // Otto works at Old Town (Terrace is part of it), the administrator at every location.
    expect({
      Mia: after.Mia - before.Mia,
      Otto: after.Otto - before.Otto,
      Hana: after.Hana - before.Hana,
      admin: after.admin - before.admin,
    }).toEqual({ Mia: 0, Otto: 1, Hana: 0, admin: 1 });
    expect((await bell('Otto')).items[0]).toMatchObject({ subjectId: rating.id, locationName: 'Terrace' });
  });

  it('mails a member who switched the console off without filling their bell', async () => {
    await staff.Otto!.api.post('/notification-setting', {
      events: ['rating.bad'],
      locationIds: null,
      channels: { email: true, console: false },
    });
    const before = (await bell('Otto')).items.length;
    await mailAlertsNow(t);
    mail.clear();
    await rate(metric.slug, 1);
    expect((await bell('Otto')).items).toHaveLength(before);
    await mailAlertsNow(t);
    expect(mail.to(staff.Otto!.user.email).map((m) => m.subject)).toEqual([
      'Bad rating (1 of 5) at Old Town',
    ]);
  });

  it('mails a rush of bad ratings as one digest at the end of the minute, not one mail each', async () => {
    await staff.Otto!.api.post('/notification-setting', {
      events: ['rating.bad'],
      locationIds: null,
      channels: { email: true, console: true },
    });
    await mailAlertsNow(t);
    mail.clear();
    const before = (await bell('Otto')).items.length;

    await rate(metric.slug, 1, 'Cold soup');
    await t.app.jobs.runDueJobs();
    // Otto's last mail went out a moment ago, in this minute: this one waits for the next.
    expect(mail.to(staff.Otto!.user.email)).toEqual([]);
    await rate(terraceMetric.slug, 2);
    await rate(metric.slug, 1, 'Nobody came\nto the table');
    await t.app.jobs.runDueJobs();
    expect(mail.to(staff.Otto!.user.email)).toEqual([]);
    // The bell is not held back: every rating is there at once.
    expect((await bell('Otto')).items).toHaveLength(before + 3);

    await mailAlertsNow(t);
    const [digest, ...more] = mail.to(staff.Otto!.user.email);
    expect(more).toEqual([]);
    // Two places of the company: the subject names the company.
    const [structure] = await t.app.db
      .select({ name: structures.name })
      .from(structures)
      .where(eq(structures.id, company.structureId));
    expect(digest?.subject).toBe(`Bad ratings at ${structure?.name}: 3`);
    const lines = digest!.text.split('\n');
    const first = lines.findIndex((line) => line.startsWith('1 of 5 — '));
    // Newest first, each with its comment on a line of its own.
    expect(lines.slice(first, first + 8)).toEqual([
      `1 of 5 — ${metric.title}, Old Town`,
      'Comment: Nobody came to the table',
      '',
      `2 of 5 — ${terraceMetric.title}, Terrace`,
      '',
      `1 of 5 — ${metric.title}, Old Town`,
      'Comment: Cold soup',
      '',
    ]);
    expect(digest!.text).toContain('/user/app/reviews\n');
    expect(digest!.html).toContain('Old Town<br>Comment: Nobody came to the table');

    // Each rating is mailed once: nothing waits any more.
    await mailAlertsNow(t);
    expect(mail.to(staff.Otto!.user.email)).toHaveLength(1);

    // This window's jobs ran already (the test ended the minute early), as when a job starts in
    // the instant an alert is queued: the sweep mails what waits all the same.
    await rate(metric.slug, 2, 'Late');
    await t.app.jobs.runDueJobs();
    expect(mail.to(staff.Otto!.user.email)).toHaveLength(1);
    await mailAlertsNow(t);
    expect(mail.to(staff.Otto!.user.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('Bad ratings at'),
      'Bad rating (2 of 5) at Old Town',
    ]);
  });
});
