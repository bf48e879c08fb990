import { SURVEY_KINDS, ZSurvey, ZSurveyDefault, ZSurveyList } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, surveyStates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { findSurveyForGuest, findSurveyOfCompany, publicContent } from '.';
import {
  addAnswers,
  client,
  companyWithLocation,
  createSurvey,
  LIST,
  memberWith,
  PREFIX,
} from './surveys.test-support';

describe('surveys, e-NPS surveys and quizzes: the staff side', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates each kind unpublished, with ready-made content in the caller's language", async () => {
    const { api, root, structureId } = await companyWithLocation(t, 'uk');
    await api.post('/structure', { name: 'Кав’ярня Липа' });
    const survey = ZSurvey.parse(await createSurvey(api, 'survey', root));
    expect(survey).toMatchObject({
      kind: 'survey',
      language: 'uk',
      title: 'Опитування задоволеності гостей',
      isActive: false,
      locationId: root,
      locationName: 'Old Town',
      answersCount: 0,
      statesCount: 0,
      publicPath: `/user/p/survey/${survey.slug}`,
    });
    expect(survey.slug).toMatch(/^survey-[a-z0-9]{8}$/);
    expect(survey.content.questions.map((q) => q.type)).toEqual(['select_single', 'rate', 'text_long']);
    expect(survey.content.settings.welcomePage).toMatch(/Вітаємо/);
    expect(survey.content.quiz).toBeNull();

    const enps = await createSurvey(api, 'enps', root);
    expect(enps.publicPath).toBe(`/user/p/enps/${enps.slug}`);
    const [recommend, team, comment] = enps.content.questions;
    expect(recommend).toMatchObject({ type: 'rate_enps', required: true });
    expect(recommend?.title).toContain('Кав’ярня Липа');
    expect(team).toMatchObject({ type: 'select_single', required: false });
    expect(team?.answers).toHaveLength(2);
    expect(comment).toMatchObject({ type: 'text_long', required: false });

    const quiz = await createSurvey(api, 'quiz', root, 'Меню для новачків');
    expect(quiz).toMatchObject({ title: 'Меню для новачків', publicPath: `/user/p/quiz/${quiz.slug}` });
    expect(quiz.content.quiz).toEqual({
      passMark: 70,
      timeLimitMinutes: null,
      showCorrectAnswers: true,
      certificate: true,
    });
    expect(quiz.content.questions.map((q) => q.type)).toEqual(['select_single', 'checkboxes']);
    expect(quiz.content.questions.every((q) => 'quiz' in q.data && q.data.quiz !== null)).toBe(true);
    expect(quiz.content.settings.policy).toMatchObject({ useOwnPolicy: false, GDPRCompliance: true });

    // Each kind has its own list, and the guest side reads them by kind.
    for (const [kind, made] of [
      ['survey', survey],
      ['enps', enps],
      ['quiz', quiz],
    ] as const) {
      const list = ZSurveyList.parse((await api.get(LIST[kind])).json());
      expect(list.items.map((s) => s.slug)).toEqual([made.slug]);
    }
    const guest = await findSurveyForGuest(t.app.db, 'quiz', quiz.slug);
    expect(guest).toMatchObject({ structureId, companyName: 'Кав’ярня Липа', locationName: 'Old Town' });
    expect(await findSurveyForGuest(t.app.db, 'survey', quiz.slug)).toBeNull();
    const shown = publicContent(guest!.content);
    expect(shown.questions.map((q) => ('quiz' in q.data ? q.data.quiz : null))).toEqual([null, null]);
    expect(shown.quiz?.passMark).toBe(70);
    await expect(findSurveyOfCompany(t.app.db, structureId, 'enps', quiz.slug)).rejects.toThrow(/not found/);
  });

  it('answers the ready-made title and content of each kind in the language asked', async () => {
    const { cookie } = await companyWithLocation(t);
    const german = client(t, cookie, 'de');
    const expected = { survey: 'umfrage', enps: 'e-nps', quiz: 'quiz' };
    for (const kind of SURVEY_KINDS) {
      const res = await german.get(`${PREFIX[kind]}/edit/default`);
      expect(res.statusCode).toBe(200);
      const made = ZSurveyDefault.parse(res.json());
      expect(made.title.toLowerCase()).toContain(expected[kind]);
      expect(made.content.quiz === null).toBe(kind !== 'quiz');
    }
    const english = (await client(t, cookie, 'en').get('/survey/edit/default')).json();
    expect(english.content.questions[2].title).toBe('What could we do better?');
  });

  it('lists newest first with final answers, customers still answering, questions and the last answer', async () => {
    const { api, root, structureId } = await companyWithLocation(t);
    const first = await createSurvey(api, 'survey', root, 'First');
    const second = await createSurvey(api, 'survey', root, 'Second');
    const last = new Date('2026-03-04T10:00:00Z');
    await addAnswers(t, first, structureId, {
      answers: [new Date('2026-03-01T09:00:00Z'), last],
      started: 1,
      finished: 2,
    });
    const list = ZSurveyList.parse((await api.get('/surveys')).json());
    expect(list.items.map((s) => s.title)).toEqual(['Second', 'First']);
    expect(list.items[1]).toMatchObject({
      answersCount: 2,
      statesCount: 1,
      questionsCount: 3,
      lastAnswerAt: last.toISOString(),
    });
    expect(list.items[0]).toMatchObject({ answersCount: 0, statesCount: 0, lastAnswerAt: null });
    expect((await api.get(`/survey/edit/${first.slug}`)).json()).toMatchObject({
      answersCount: 2,
      statesCount: 1,
    });
    expect((await api.get(`/survey/edit/${second.slug}`)).json().id).toBe(second.id);
  });

  it('changes the columns and the content, forcing the quiz settings to the kind', async () => {
    const { api, root, sub } = await companyWithLocation(t);
    const survey = await createSurvey(api, 'survey', root);
    const changed = await api.post(`/survey/edit/${survey.slug}`, {
      title: 'Summer terrace',
      language: 'fr',
      locationId: sub,
      isActive: true,
      expiresOn: '2026-09-30',
      content: { ...survey.content, subTitle: 'Tell us', quiz: { passMark: 50 } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Summer terrace',
      language: 'fr',
      locationName: 'Terrace',
      isActive: true,
      expiresOn: '2026-09-30',
      content: { subTitle: 'Tell us', quiz: null },
    });
    expect((await api.post(`/survey/edit/${survey.slug}`, { expiresOn: null })).json().expiresOn).toBeNull();

    const quiz = await createSurvey(api, 'quiz', root);
    const noSettings = await api.post(`/quiz/edit/${quiz.slug}`, {
      content: { ...quiz.content, quiz: null },
    });
    expect(noSettings.json().content.quiz).toMatchObject({ passMark: 70 });
    const own = await api.post(`/quiz/edit/${quiz.slug}`, {
      content: { ...quiz.content, quiz: { passMark: 90, timeLimitMinutes: 15 } },
    });
    expect(own.json().content.quiz).toMatchObject({ passMark: 90, timeLimitMinutes: 15 });
  });

  it('deletes a survey with its answers and saved states', async () => {
    const { api, root, structureId } = await companyWithLocation(t);
    const enps = await createSurvey(api, 'enps', root);
    await addAnswers(t, enps, structureId, { answers: [new Date()], started: 1, finished: 0 });
    expect((await api.del(`/e-nps/edit/${enps.slug}`)).json()).toEqual({ ok: true });
    expect((await api.get(`/e-nps/edit/${enps.slug}`)).statusCode).toBe(404);
    const db = t.app.db;
    expect(await db.select().from(surveyAnswers).where(eq(surveyAnswers.surveyId, enps.id))).toEqual([]);
    expect(await db.select().from(surveyStates).where(eq(surveyStates.surveyId, enps.id))).toEqual([]);
    expect((await api.get('/e-nps/list')).json().items).toEqual([]);
  });

  it("reaches only the company's own surveys, of the kind the path names, at its own locations", async () => {
    const { api, root } = await companyWithLocation(t);
    const other = await companyWithLocation(t);
    const quiz = await createSurvey(api, 'quiz', root);
    const calls = [
      () => other.api.get(`/quiz/edit/${quiz.slug}`),
      () => other.api.post(`/quiz/edit/${quiz.slug}`, { title: 'Mine now' }),
      () => other.api.del(`/quiz/edit/${quiz.slug}`),
      () => other.api.post(`/quiz/${quiz.slug}/create-question`, { type: 'text_short' }),
      () => other.api.del(`/quiz/${quiz.slug}/delete-question/fruit`),
      () => other.api.del(`/quiz/edit/${quiz.slug}/image-logo`),
      () => api.get(`/survey/edit/${quiz.slug}`),
      () => api.del(`/e-nps/edit/${quiz.slug}`),
      () => api.post(`/quiz/edit/${quiz.slug}`, { locationId: other.root }),
      () => api.post('/survey/create', { locationId: other.root }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await other.api.get('/quizzes')).json().items).toEqual([]);
    expect((await api.get(`/quiz/edit/${quiz.slug}`)).json().title).toBe(quiz.title);
  });

  it('opens each kind only to its own permission', async () => {
    const { api, root, structureId } = await companyWithLocation(t);
    const enps = await createSurvey(api, 'enps', root);
    const surveyor = await memberWith(t, structureId, ['surveys.manage']);
    expect((await surveyor.get('/surveys')).statusCode).toBe(200);
    expect((await surveyor.post('/survey/create', { locationId: root })).statusCode).toBe(200);
    for (const res of [
      await surveyor.get('/e-nps/list'),
      await surveyor.get(`/e-nps/edit/${enps.slug}`),
      await surveyor.del(`/e-nps/edit/${enps.slug}`),
      await surveyor.post('/quiz/create', { locationId: root }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const hr = await memberWith(t, structureId, ['enps.manage']);
    expect((await hr.get(`/e-nps/edit/${enps.slug}`)).json().id).toBe(enps.id);
    expect((await hr.get('/quizzes')).statusCode).toBe(403);
    expect((await client(t).get('/quizzes')).statusCode).toBe(401);
  });
});
