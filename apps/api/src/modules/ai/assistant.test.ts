import { type TAssistantConversation, ZAssistantConversation } from '@guestloop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, ratings, structures, users } from '../../db/schema';
import { DEMO_COMPANY_SLUG, DEMO_USERS, seedDemo } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { type Api, apiAs, type Company, newCompany } from '../structure/structure.test-support';
import { insertPlace, insertReviews } from './assistant.test-support';

/**
 * The assistant answers staff from their own company's data: the demo café's seeded months of
 * reviews, orders, menu and surveys, next to a second company whose words must never show.
 */

const OLD_TOWN_QUESTION = 'What do guests complain about most at Old Town this month?';
/** The rival's review, at a place of the same name: never cited to the demo café. */
const RIVAL_COMMENT = 'Rival kitchen: the borscht was awful and the waiter shouted at us';

describe('the AI assistant', () => {
  let t: TestApp;
  let admin: Api;
  let demoId: string;
  let oldTownId: string;
  let today: string;
  let timeZone: string;
  let rival: Company;
  let rivalPlace: string;

  const lastAnswer = (conversation: TAssistantConversation) => conversation.messages.at(-1)!;
  const ask = async (api: Api, question: string, path = 'all/new') => {
    const res = await api.post(`/assistant/${path}`, { question });
    expect(res.statusCode, res.body).toBe(200);
    return ZAssistantConversation.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    const [demo] = await t.app.db
      .select({
        id: structures.id,
        timeZone: structures.timeZone,
        today: sql<string>`to_char(now() at time zone ${structures.timeZone}, 'YYYY-MM-DD')`,
      })
      .from(structures)
      .where(eq(structures.slug, DEMO_COMPANY_SLUG));
    demoId = demo!.id;
    today = demo!.today;
    timeZone = demo!.timeZone;
    const [oldTown] = await t.app.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.structureId, demoId), eq(locations.slug, 'old-town')));
    oldTownId = oldTown!.id;
    const [user] = await t.app.db.select().from(users).where(eq(users.email, DEMO_USERS.administrator));
    admin = apiAs(t, await signIn(t.app, user!));
    rival = await newCompany(t);
    rivalPlace = await insertPlace(t.app.db, rival.structureId, 'Old Town', 'old-town');
    await insertReviews(t.app.db, rival.structureId, rivalPlace, [
      { comment: RIVAL_COMMENT, score: 1 },
      { comment: 'Rival service was slow and the soup cold', score: 2 },
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers the Old Town question from the seeded reviews of this month and cites them', async () => {
    const conversation = await ask(admin, OLD_TOWN_QUESTION);
    expect(conversation.id).toEqual(expect.any(String));
    const [question, answer] = conversation.messages;
    expect(question).toMatchObject({ role: 'user', text: OLD_TOWN_QUESTION, language: 'en' });
    expect(answer).toMatchObject({ role: 'assistant', engine: 'local', language: 'en' });
    const monthStart = `${today.slice(0, 8)}01`;
    const [counted] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ratings)
      .where(
        and(
          eq(ratings.structureId, demoId),
          eq(ratings.locationId, oldTownId),
          sql`${ratings.createdAt} >= (${monthStart}::date)::timestamp at time zone ${timeZone}`,
        ),
      );
    const count = counted?.count ?? 0;
    if (today.endsWith('-01')) {
      // The demo's history ends yesterday: on a month's first day the month has no reviews yet.
      expect(answer!.text).toContain('No reviews in this period.');
      return;
    }
    expect(count).toBeGreaterThan(0);
    expect(answer!.text).toContain('Linden Café — Old Town · this month');
    expect(answer!.text).toMatch(new RegExp(`Negative reviews: \\d+ of ${count.toLocaleString('en')}\\.`));
    expect(answer!.text).toContain('What guests complained about most');
    expect(answer!.text).toContain('[1] “');

    const cited = answer!.citations;
    expect(cited.length).toBeGreaterThanOrEqual(2);
    const rows = await t.app.db
      .select({
        id: ratings.id,
        comment: ratings.comment,
        locationId: ratings.locationId,
        outcome: ratings.outcome,
        inMonth: sql<boolean>`${ratings.createdAt} >= (${monthStart}::date)::timestamp at time zone ${timeZone}`,
      })
      .from(ratings)
      .where(
        and(
          eq(ratings.structureId, demoId),
          inArray(
            ratings.id,
            cited.map((c) => c.id!),
          ),
        ),
      );
    expect(rows).toHaveLength(cited.length);
    for (const [index, citation] of cited.entries()) {
      const row = rows.find((r) => r.id === citation.id)!;
      expect(citation).toMatchObject({ n: index + 1, kind: 'review', metricType: expect.any(String) });
      expect(row.locationId).toBe(oldTownId);
      expect(row.inMonth).toBe(true);
      expect(row.comment).toContain(citation.text.replace(/…$/, ''));
      expect(answer!.text).toContain(`[${citation.n}] “${citation.text}”`);
    }
  });

  it('keeps the conversation: GET gives it back, a follow-up naming another period asks the same again', async () => {
    const started = await ask(admin, OLD_TOWN_QUESTION);
    const next = await ask(admin, 'And last month?', `all/${started.id}`);
    expect(next.id).toBe(started.id);
    expect(next.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(lastAnswer(next).text).toContain('Linden Café — Old Town · last month');
    expect(lastAnswer(next).text).toContain('Negative reviews:');
    const got = await admin.get(`/assistant/all/${started.id}`);
    expect(got.statusCode).toBe(200);
    expect(ZAssistantConversation.parse(got.json()).messages).toEqual(next.messages);
    const empty = await admin.get('/assistant/all/new');
    expect(empty.json()).toEqual({ id: null, location: 'all', messages: [], model: false });
  });

  it('answers in the question’s language', async () => {
    const answers = {
      es: '¿De qué se quejan más los clientes en Old Town el mes pasado?',
      ru: 'На что чаще всего жалуются гости в Old Town в прошлом месяце?',
      de: 'Worüber beschweren sich die Gäste in Old Town letzten Monat am meisten?',
      uk: 'На що найчастіше скаржаться гості в Old Town минулого місяця?',
    };
    for (const [language, question] of Object.entries(answers)) {
      const answer = lastAnswer(await ask(admin, question));
      expect(answer.language).toBe(language);
      expect(answer.citations.length).toBeGreaterThan(0);
    }
  });

  it('answers about orders, best sellers, prices, ratings and surveys from the company’s figures', async () => {
    const orders = lastAnswer(await ask(admin, 'How many orders did we have last month?'));
    expect(orders.text).toMatch(/Orders: [\d,]+, cancelled: \d+\./);
    expect(orders.text).toMatch(/Sales: €[\d,.]+ from/);
    const best = lastAnswer(await ask(admin, 'What were our best selling dishes last month?'));
    expect(best.text).toContain('Best sellers:');
    expect(best.citations[0]).toMatchObject({ kind: 'menu-item', id: expect.any(String) });
    const price = lastAnswer(await ask(admin, 'How much is the cheesecake?'));
    expect(price.citations[0]).toMatchObject({
      kind: 'menu-item',
      text: 'Baked Cheesecake',
      detail: '€6.20',
    });
    const rated = lastAnswer(await ask(admin, 'What is our average rating last month?'));
    expect(rated.text).toMatch(/Stars — ratings: [\d,]+, average: \d\.\d\d of 5/);
    const surveys = lastAnswer(await ask(admin, 'Show me the survey results of the last 60 days'));
    expect(surveys.text).toMatch(/Survey answers: \d+\./);
    expect(surveys.text).toContain('How was your visit?');
  });

  it('never reads another company’s data: neither its reviews at a place of the same name nor its conversations', async () => {
    const mine = await ask(admin, 'What do guests complain about most at Old Town in the last 30 days?');
    const theirs = await ask(
      rival.api,
      'What do guests complain about most at Old Town in the last 30 days?',
    );
    const demoWords = JSON.stringify(mine);
    expect(demoWords).not.toContain('Rival');
    expect(demoWords).not.toContain('borscht');
    const rivalAnswer = lastAnswer(theirs);
    expect(rivalAnswer.text).toContain('Old Town · the last 30 days');
    expect(rivalAnswer.text).toContain('Negative reviews: 2 of 2.');
    expect(rivalAnswer.citations.map((c) => c.text).sort()).toEqual(
      [RIVAL_COMMENT, 'Rival service was slow and the soup cold'].sort(),
    );
    const searched = JSON.stringify(await ask(admin, 'borscht shouted'));
    expect(searched).not.toContain('Rival');
    // The rival cannot open, continue or scope by the demo café's conversation and locations.
    expect((await rival.api.get(`/assistant/all/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await rival.api.post(`/assistant/all/${mine.id}`, { question: 'and last week?' })).statusCode,
    ).toBe(404);
    expect((await rival.api.get(`/assistant/${oldTownId}/new`)).statusCode).toBe(404);
    expect((await admin.get(`/assistant/${rivalPlace}/new`)).statusCode).toBe(404);
  });

  it('keeps a conversation its member’s own, under its scope', async () => {
    const scoped = await ask(admin, 'How are our ratings this week?', `${oldTownId}/new`);
    expect(scoped.location).toBe(oldTownId);
    expect(lastAnswer(scoped).text).toContain('Linden Café — Old Town · this week');
    expect((await admin.get(`/assistant/all/${scoped.id}`)).statusCode).toBe(404);
    const [manager] = await t.app.db.select().from(users).where(eq(users.email, DEMO_USERS.manager));
    const managerApi = apiAs(t, await signIn(t.app, manager!));
    expect((await managerApi.get(`/assistant/${oldTownId}/${scoped.id}`)).statusCode).toBe(404);
  });

  it('is for those who may read the statistics, and checks its input', async () => {
    const [waiter] = await t.app.db.select().from(users).where(eq(users.email, DEMO_USERS.waiter));
    const waiterApi = apiAs(t, await signIn(t.app, waiter!));
    expect((await waiterApi.get('/assistant/all/new')).statusCode).toBe(403);
    expect((await waiterApi.post('/assistant/all/new', { question: 'orders?' })).statusCode).toBe(403);
    expect((await admin.post('/assistant/all/new', { question: '  ' })).statusCode).toBe(400);
    expect((await admin.post('/assistant/all/new', { question: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await admin.get('/assistant/everywhere/new')).statusCode).toBe(400);
    expect((await admin.get('/assistant/all/latest')).statusCode).toBe(400);
  });
});
