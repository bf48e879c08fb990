import { ZMetricRates, ZReviewList, ZReviewTrendPeriod } from '@guestloop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRatingRollups, rebuildSalesRollups } from '../../modules/stats';
import { apiAs } from '../../modules/structure/structure.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { rollupsOf } from '../../test/rollups';
import { signIn } from '../../test/users';
import { structures, users } from '../schema';
import { DEMO_COMPANY_SLUG, DEMO_USERS, seedDemo } from './demo';
import { answerChoiceOf, DEMO_COMPLAINT_IDS } from './demo-answers';
import { DEMO_HISTORY_DAYS } from './demo-history';
import { historyDays, streaksOf } from './demo-history-calendar';
import { seededRandom } from './demo-history-random';
import { type HistoryRating, historyRatings, type RatingPlace } from './demo-history-ratings';

type Rows<T> = { rows: T[] };

describe('the demo history', () => {
  let t: TestApp;
  let manager: ReturnType<typeof apiAs>;
  let structureId: string;
  let today: string;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    const [company] = await t.app.db
      .select({
        id: structures.id,
        today: sql<string>`to_char(now() at time zone ${structures.timeZone}, 'YYYY-MM-DD')`,
      })
      .from(structures)
      .where(eq(structures.slug, DEMO_COMPANY_SLUG));
    structureId = company!.id;
    today = company!.today;
    const [user] = await t.app.db.select().from(users).where(eq(users.email, DEMO_USERS.manager));
    manager = apiAs(t, await signIn(t.app, user!));
  });
  afterAll(async () => {
    await t.close();
  });

  const reviews = async (query: string) => {
    const res = await manager.get(`/reviews?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZReviewList.parse(res.json());
  };

  it('opens the reviews inbox on months of reviews in several languages, read but for the last days', async () => {
    const all = await reviews('pageSize=100');
    expect(all.total).toBeGreaterThan(1500);
    const oldest = await reviews(`pageSize=1&to=${daysBefore(today, 150)}`);
    expect(oldest.total).toBeGreaterThan(0);
    const bad = await reviews('outcome=bad&pageSize=100');
    const languages = new Set(bad.items.filter((r) => r.comment).map((r) => r.language));
    expect(languages.size).toBeGreaterThanOrEqual(3);

    const unread = await reviews('unread=true&pageSize=100');
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.total).toBeLessThan(all.total / 10);
    const lastDays = await reviews(`unread=true&pageSize=1&from=${daysBefore(today, 4)}`);
    expect(lastDays.total).toBeGreaterThan(unread.total / 2);
  });

  it('leaves today empty: no review, order or waiter call is dated today or later', async () => {
    expect((await reviews(`from=${today}&to=${today}`)).total).toBe(0);
    const [late] = await rows<{ orders: number; calls: number }>(sql`
      select (select count(*) from orders o join structures s on s.id = o.structure_id
              where o.created_at >= (${today}::date)::timestamp at time zone s.time_zone
                 or o.status_changed_at > now())::int as orders,
             (select count(*) from waiter_calls c join structures s on s.id = c.structure_id
              where c.created_at >= (${today}::date)::timestamp at time zone s.time_zone)::int as calls`);
    expect(late).toEqual({ orders: 0, calls: 0 });
  });

  it('has a Friday evening of slow service whose bad reviews say so', async () => {
    const yesterday = daysBefore(today, 1);
    const friday = streaksOf(historyDays(yesterday, DEMO_HISTORY_DAYS)).find(
      (s) => s.cause === 'short-staffed',
    );
    expect(friday).toBeDefined();
    const evening = await reviews(`from=${friday!.date}&to=${friday!.date}&outcome=bad&pageSize=100`);
    expect(evening.total).toBeGreaterThanOrEqual(3);
    expect(evening.items.filter((r) => r.comment).length).toBeGreaterThanOrEqual(evening.total / 2);
    // A spike a manager sees in the inbox and the charts: several times the bad reviews of a usual day.
    const badPerDay = (await reviews('outcome=bad&pageSize=1')).total / DEMO_HISTORY_DAYS;
    expect(evening.total).toBeGreaterThan(2.5 * badPerDay);
  });

  it("has bad reviews in every Friday's dinner rush, on the café's clock, more than on other evenings", async () => {
    const fridays = historyDays(daysBefore(today, 1), DEMO_HISTORY_DAYS).filter((d) => d.weekday === 'fri');
    const rush = await reviews('dayOfWeek=5&hourFrom=19&hourTo=19&outcome=bad&pageSize=100');
    const days = new Set(rush.items.map((r) => r.createdAt.slice(0, 10)));
    expect([...days].sort()).toEqual(fridays.map((d) => d.date));
    expect(rush.items.every((r) => new Date(r.createdAt).getUTCHours() === 19)).toBe(true);
    const share = async (query: string) =>
      (await reviews(`${query}&outcome=bad&pageSize=1`)).total / (await reviews(`${query}&pageSize=1`)).total;
    const midweek =
      (await Promise.all([2, 3, 4].map((day) => share(`dayOfWeek=${day}&hourFrom=19&hourTo=20`)))).reduce(
        (sum, s) => sum + s,
        0,
      ) / 3;
    expect(await share('dayOfWeek=5&hourFrom=19&hourTo=20')).toBeGreaterThan(2 * midweek);
  });

  it("tells why guests rated it badly: bad ratings chose the café's complaints, good ones what they liked", async () => {
    const [stars] = await rows<{ id: string }>(sql`
      select id from metrics where structure_id = ${structureId} and type = 'stars'`);
    const res = await manager.post(`/stat/data/${stars!.id}/metric-rates`, {
      from: daysBefore(today, 30),
      to: daysBefore(today, 1),
      granularity: 'week',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { total, questions } = ZMetricRates.parse(res.json());
    const question = questions[0]!;
    expect(question.title).toBe('What stood out?');
    expect(question.answered).toBeGreaterThan(total.count / 2);

    const complaint = (id: string) => DEMO_COMPLAINT_IDS.includes(id);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const complaints = question.answers.filter((a) => complaint(a.id));
    const praise = question.answers.filter((a) => !complaint(a.id));
    expect(complaints.length).toBeGreaterThanOrEqual(5);
    // Complaints chosen per bad rating, against per rating that was not bad.
    const byBad = sum(complaints.map((a) => a.bad)) / total.bad;
    const byOthers = sum(complaints.map((a) => a.count - a.bad)) / (total.count - total.bad);
    expect(byBad).toBeGreaterThan(0.8);
    expect(byBad).toBeGreaterThan(5 * byOthers);
    expect(sum(praise.map((a) => a.count - a.bad))).toBeGreaterThan(
      5 * sum(complaints.map((a) => a.count - a.bad)),
    );
    // What the panel lists first: the answers bad ratings chose most are complaints, the wait among them.
    const worst = [...question.answers].sort((a, b) => b.bad - a.bad).slice(0, 3);
    expect(worst.every((a) => complaint(a.id))).toBe(true);
    expect(worst.map((a) => a.label)).toContain('Long wait');

    // Friday's dinner rush: the guests who rated it badly name the wait.
    const [rush] = await rows<{ bad: number; waited: number }>(sql`
      select count(*)::int as bad,
        (count(*) filter (where r.answers @> '[{"answerIds": ["long-wait"]}]'::jsonb))::int as waited
      from ratings r join structures s on s.id = r.structure_id
      where r.structure_id = ${structureId} and r.outcome = 'bad'
        and extract(isodow from r.created_at at time zone s.time_zone) = 5
        and extract(hour from r.created_at at time zone s.time_zone) in (19, 20)`);
    expect(rush!.bad).toBeGreaterThan(20);
    expect(rush!.waited).toBeGreaterThan(0.85 * rush!.bad);
  });

  it('draws the answers apart: the same history with or without them but for what was chosen', () => {
    const days = historyDays('2024-06-30', 60);
    const place = (questions: RatingPlace['questions']): RatingPlace => ({
      stars: 'stars',
      nps: 'nps',
      questions,
      terraceId: null,
      tables: [{ id: 'table', label: 'Hall · 1', terrace: false }],
      hours: { fri: { open: '08:00', close: '23:30' }, sat: { open: '09:00', close: '23:30' } },
      end: days.at(-1)!.start + 24 * 60,
    });
    const choice = answerChoiceOf({
      questions: [
        {
          id: 'highlights',
          title: 'What stood out?',
          subTitle: '',
          data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
          answers: ['food', 'service', ...DEMO_COMPLAINT_IDS].map((id) => ({ id, label: id })),
        },
      ],
    });
    const run = (questions: RatingPlace['questions']) =>
      historyRatings(days, [], place(questions), streaksOf(days), seededRandom(7));
    const strip = ({ id: _, answers: __, ...rest }: HistoryRating) => rest;
    const answered = run(
      new Map([
        ['stars', choice],
        ['nps', choice],
      ]),
    );
    expect(answered.map(strip)).toEqual(run(new Map()).map(strip));
    expect(answered.filter((r) => r.answers.length > 0).length).toBeGreaterThan(answered.length / 2);
    expect(
      run(
        new Map([
          ['stars', choice],
          ['nps', choice],
        ]),
      ).map((r) => r.answers),
    ).toEqual(answered.map((r) => r.answers));
  });

  it('gives the statistics the same ratings the inbox lists, summed as a rebuild would', async () => {
    const from = daysBefore(today, DEMO_HISTORY_DAYS);
    const to = daysBefore(today, 1);
    const res = await manager.post('/stat/data/review-trend-period', { from, to, granularity: 'month' });
    expect(res.statusCode, res.body).toBe(200);
    const trend = ZReviewTrendPeriod.parse(res.json());
    const counted = trend.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(counted).toBe((await reviews(`from=${from}&to=${to}&pageSize=1`)).total);
    expect(trend.buckets.filter((bucket) => bucket.bad > 0).length).toBeGreaterThanOrEqual(6);

    const kept = await rollupsOf(t.app.db, structureId);
    expect(kept.order_hour_rollups!.length).toBeGreaterThan(1000);
    await t.app.db.transaction(async (tx) => {
      await rebuildRatingRollups(tx, structureId);
      await rebuildSalesRollups(tx, structureId);
    });
    expect(await rollupsOf(t.app.db, structureId)).toEqual(kept);
  });

  it('keeps order numbers unique and the counter past them, so the next order continues the series', async () => {
    const [numbers] = await rows<{ orders: number; distinct: number; max: number; counter: number }>(sql`
      select count(*)::int as orders, count(distinct number)::int as distinct, max(number) as max,
        (select last_number from order_counters where structure_id = ${structureId}) as counter
      from orders where structure_id = ${structureId}`);
    expect(numbers!.orders).toBeGreaterThan(5000);
    expect(numbers).toMatchObject({
      distinct: numbers!.orders,
      max: numbers!.orders,
      counter: numbers!.orders,
    });
  });

  it('follows the weekly rhythm: Saturdays busier than Mondays, lunch busier than mid-afternoon', async () => {
    const byDay = await rows<{ dow: number; orders: number }>(sql`
      select extract(isodow from o.created_at at time zone s.time_zone)::int as dow, count(*)::int as orders
      from orders o join structures s on s.id = o.structure_id where o.structure_id = ${structureId} group by 1`);
    const on = (dow: number) => byDay.find((d) => d.dow === dow)?.orders ?? 0;
    expect(on(6)).toBeGreaterThan(on(1) * 1.5);
    const byHour = await rows<{ hour: number; orders: number }>(sql`
      select extract(hour from o.created_at at time zone s.time_zone)::int as hour, count(*)::int as orders
      from orders o join structures s on s.id = o.structure_id where o.structure_id = ${structureId} group by 1`);
    const at = (hour: number) => byHour.find((h) => h.hour === hour)?.orders ?? 0;
    expect(at(13)).toBeGreaterThan(at(16) * 1.5);
  });

  it('prices every order from the demo menu and answers every waiter call', async () => {
    const [money] = await rows<{ wrong: number; items: number; cancelledPaid: number }>(sql`
      select count(*) filter (where o.subtotal <> (select sum((l->>'total')::int) from jsonb_array_elements(o.lines) l)
          or o.total <> o.subtotal + o.tips + o.delivery_amount)::int as wrong,
        (select count(distinct l->>'itemId') from orders o2, jsonb_array_elements(o2.lines) l
          where o2.structure_id = ${structureId}
            and not exists (select 1 from menu_items i where i.id = (l->>'itemId')::uuid))::int as items,
        count(*) filter (where o.status = 'cancelled' and o.paid)::int as "cancelledPaid"
      from orders o where o.structure_id = ${structureId}`);
    expect(money).toEqual({ wrong: 0, items: 0, cancelledPaid: 0 });
    const [calls] = await rows<{ open: number; all: number }>(sql`
      select count(*) filter (where status <> 'handled' or handled_at < created_at)::int as open, count(*)::int as all
      from waiter_calls where structure_id = ${structureId}`);
    expect(calls!.all).toBeGreaterThan(500);
    expect(calls!.open).toBe(0);
  });
});

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
