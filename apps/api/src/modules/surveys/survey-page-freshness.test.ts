import type { TSurvey } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app';
import { guestOf } from '../answers/answers.test-support';
import { insertImage } from '../structure/structure.test-support';
import { type Client, companyWithLocation, createSurvey } from './surveys.test-support';

/** The company's date in a time zone, as its clock shows it (YYYY-MM-DD). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** A published survey with one optional question, so an empty final answer is taken. */
async function publishedSurvey(api: Client, locationId: string): Promise<TSurvey> {
  const made = await createSurvey(api, 'survey', locationId, 'Harbour welcome');
  const added = await api.post(`/survey/${made.slug}/create-question`, {
    type: 'text_short',
    title: 'Anything else?',
  });
  const question = { ...added.json().question, required: false };
  const res = await api.post(`/survey/edit/${made.slug}`, {
    isActive: true,
    content: { ...made.content, questions: [question] },
  });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A guest's survey page, saves and final answer read the survey from this process's cache (no
 * statement while the change feed vouches for it); every staff change of what they read is seen
 * by the very next guest call through the same process, and, on PostgreSQL, through another
 * process as soon as the change's notice reaches it.
 */
describe('the survey page and its answers follow every change of what they read', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondProcess>> | null = null;

  /** Views until the process serves the survey from its cache, vouched for by the change feed. */
  async function cached(app: FastifyInstance, view: () => Promise<unknown>, slug: string) {
    const deadline = Date.now() + 2000;
    for (;;) {
      await view();
      if (app.guestSurveys.fresh(slug) || Date.now() > deadline) return app.guestSurveys.fresh(slug);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    if (t.databaseUrl) second = await createSecondProcess(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("shows the survey's, its company's and its location's changes at the next visit", async () => {
    const { api, root, structureId } = await companyWithLocation(t);
    const survey = await publishedSurvey(api, root);
    const guest = await guestOf(t);
    const page = async () => (await guest.view('survey', survey.slug)).json();
    expect(await cached(t.app, page, survey.slug)).toBeDefined();

    await api.post(`/survey/edit/${survey.slug}`, { title: 'Harbour farewell' });
    expect((await page()).title).toBe('Harbour farewell');
    await api.post(`/survey/edit/${survey.slug}`, {
      content: { ...survey.content, subTitle: 'Two minutes' },
    });
    expect((await page()).content.subTitle).toBe('Two minutes');
    const added = (await api.post(`/survey/${survey.slug}/create-question`, { type: 'rate' })).json();
    expect((await page()).content.questions).toHaveLength(2);
    await api.del(`/survey/${survey.slug}/delete-question/${added.question.id}`);
    expect((await page()).content.questions).toHaveLength(1);

    const image = await insertImage(t.app.db, structureId);
    await api.post(`/survey/edit/${survey.slug}/image-logo`, { imageId: image.id });
    await api.post(`/survey/edit/${survey.slug}/image-header`, { imageId: image.id });
    expect(await page()).toMatchObject({ logoUrl: image.src, headerUrl: image.src });
    await api.del(`/survey/edit/${survey.slug}/image-logo`);
    expect(await page()).toMatchObject({ logoUrl: null, headerUrl: image.src });

    await api.post('/structure', { name: 'Harbour Group' });
    await api.post('/structure/set-image', { imageId: image.id });
    expect((await page()).company).toEqual({ name: 'Harbour Group', logoUrl: image.src });
    await api.post(`/location/${root}/update`, { name: 'Old Harbour' });
    expect((await page()).locationName).toBe('Old Harbour');
    const pier = (await api.post('/location/create', { name: 'Pier' })).json().id;
    await api.post(`/survey/edit/${survey.slug}`, { locationId: pier });
    expect((await page()).locationName).toBe('Pier');
  });

  it('closes at the next visit once its last day or its company’s clock says so', async () => {
    const { api, root } = await companyWithLocation(t);
    const survey = await publishedSurvey(api, root);
    const guest = await guestOf(t);
    const page = async () => (await guest.view('survey', survey.slug)).json();
    expect(await cached(t.app, page, survey.slug)).toBeDefined();

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await api.post(`/survey/edit/${survey.slug}`, { expiresOn: yesterday });
    expect((await page()).expired).toBe(true);
    expect((await guest.saveAnswer('survey', survey.slug, {})).json().code).toBe('SURVEY_CLOSED');

    // 25 hours apart: the last day on Pago Pago's clock is always past on Kiritimati's.
    await api.post('/structure', { timeZone: 'Pacific/Pago_Pago' });
    await api.post(`/survey/edit/${survey.slug}`, { expiresOn: todayIn('Pacific/Pago_Pago') });
    expect((await page()).expired).toBe(false);
    await api.post('/structure', { timeZone: 'Pacific/Kiritimati' });
    expect((await page()).expired).toBe(true);
    await api.post(`/survey/edit/${survey.slug}`, { expiresOn: null });
    expect((await guest.saveAnswer('survey', survey.slug, {})).statusCode).toBe(200);
  });

  it('answers 404 at the next call once unpublished or deleted, and takes answers once published again', async () => {
    const { api, root } = await companyWithLocation(t);
    const survey = await publishedSurvey(api, root);
    const question = survey.content.questions[0]!.id;
    const guest = await guestOf(t);
    expect(await cached(t.app, () => guest.view('survey', survey.slug), survey.slug)).toBeDefined();

    await api.post(`/survey/edit/${survey.slug}`, { isActive: false });
    for (const res of [
      await guest.view('survey', survey.slug),
      await guest.saveState('survey', survey.slug, question, {}),
      await guest.saveAnswer('survey', survey.slug, {}),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    await api.post(`/survey/edit/${survey.slug}`, { isActive: true });
    expect((await guest.saveState('survey', survey.slug, question, {})).statusCode).toBe(200);
    expect((await guest.saveAnswer('survey', survey.slug, {})).statusCode).toBe(200);
    expect((await guest.saveAnswer('survey', survey.slug, {})).json().code).toBe('SURVEY_ALREADY_ANSWERED');

    expect((await api.del(`/survey/edit/${survey.slug}`)).statusCode).toBe(200);
    expect((await (await guestOf(t)).view('survey', survey.slug)).statusCode).toBe(404);
  });

  it("withholds a quiz's result at the next call once the quiz is unpublished", async () => {
    const { api, root } = await companyWithLocation(t);
    const quiz = await createSurvey(api, 'quiz', root);
    await api.post(`/quiz/edit/${quiz.slug}`, { isActive: true });
    const answers = Object.fromEntries(
      quiz.content.questions.map((q) => {
        const first = (q as { answers: { id: string }[] }).answers[0]!.id;
        return [q.id, q.type === 'checkboxes' ? [first] : first];
      }),
    );
    const guest = await guestOf(t);
    expect((await guest.saveAnswer('quiz', quiz.slug, answers)).statusCode).toBe(200);
    expect((await guest.quizResult(quiz.slug)).statusCode).toBe(200);
    await api.post(`/quiz/edit/${quiz.slug}`, { isActive: false });
    expect((await guest.quizResult(quiz.slug)).statusCode).toBe(404);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    'through a second process on the same PostgreSQL database',
    () => {
      const viewOn = (app: FastifyInstance, cookie: string, slug: string) =>
        app.inject({ method: 'GET', url: `/api/v1/survey/view/${slug}`, headers: { cookie } });
      /** B learns of A's edits through a notice: give it up to 2 s. */
      async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
        const deadline = Date.now() + 2000;
        for (;;) {
          const value = await read();
          if (done(value) || Date.now() > deadline) return value;
          await new Promise((r) => setTimeout(r, 25));
        }
      }

      it('shows through B a survey retitled through A, and answers 404 once A unpublishes it', async () => {
        const b = second!.app;
        const { api, root } = await companyWithLocation(t);
        const survey = await publishedSurvey(api, root);
        const { cookie } = await guestOf(t);
        expect(await cached(b, () => viewOn(b, cookie, survey.slug), survey.slug)).toBeDefined();

        await api.post(`/survey/edit/${survey.slug}`, { title: 'Harbour farewell' });
        const retitled = await eventually(
          async () => (await viewOn(b, cookie, survey.slug)).json().title,
          (title) => title === 'Harbour farewell',
        );
        expect(retitled).toBe('Harbour farewell');
        await api.post(`/survey/edit/${survey.slug}`, { isActive: false });
        const gone = await eventually(
          async () => (await viewOn(b, cookie, survey.slug)).statusCode,
          (status) => status === 404,
        );
        expect(gone).toBe(404);
      });

      it('reads the survey from the database on every call while B does not listen', async () => {
        const b = second!.app;
        const { api, root } = await companyWithLocation(t);
        const survey = await publishedSurvey(api, root);
        const { cookie } = await guestOf(t);
        expect(await cached(b, () => viewOn(b, cookie, survey.slug), survey.slug)).toBeDefined();
        await b.guestSurveys.feed.stop();
        try {
          expect(b.guestSurveys.fresh(survey.slug)).toBeUndefined();
          await api.post(`/survey/edit/${survey.slug}`, { isActive: false });
          // No notice can reach B now, yet its very next call answers 404.
          expect((await viewOn(b, cookie, survey.slug)).statusCode).toBe(404);
        } finally {
          await b.guestSurveys.feed.start();
        }
      });
    },
  );
});
