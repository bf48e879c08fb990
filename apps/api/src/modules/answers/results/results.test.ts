import type {
  TQuizAnalysis,
  TSurveyAnswerList,
  TSurveyQuestionInput,
  TSurveyResults,
} from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, surveyStates } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signIn } from '../../../test/users';
import {
  type Client,
  client,
  companyWithLocation,
  deleteWithBody,
  memberWith,
  type SeededSurvey,
  seedAnswers,
  seedCustomer,
  seedState,
  seedSurvey,
} from './results.test-support';

const QUESTIONS: TSurveyQuestionInput[] = [
  {
    id: 'color',
    type: 'select_single',
    title: 'Favourite colour',
    answers: [
      { id: 'red', label: 'Red' },
      { id: 'blue', label: 'Blue' },
    ],
  },
  {
    id: 'extras',
    type: 'checkboxes',
    title: 'Extras',
    answers: [
      { id: 'milk', label: 'Milk' },
      { id: 'sugar', label: 'Sugar' },
    ],
  },
  { id: 'stars', type: 'rate', title: 'Stars' },
  { id: 'comment', type: 'text_long', title: 'Comment' },
  { id: 'age', type: 'text_number', title: 'Age' },
];

let t: TestApp;
let a: Awaited<ReturnType<typeof companyWithLocation>>;
let api: Client;
let survey: SeededSurvey;
let answerIds: string[];
let alice: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await companyWithLocation(t);
  api = a.api;
  await t.app.db.update(structures).set({ timeZone: 'Europe/Kyiv' }).where(eq(structures.id, a.structureId));
  survey = await seedSurvey(t, a.structureId, a.root, 'survey', QUESTIONS);
  alice = await seedCustomer(t, { name: 'Alice', email: 'alice@example.test', phone: '+380501112233' });
  answerIds = await seedAnswers(t, survey, [
    {
      customerId: alice,
      finishedAt: new Date('2025-05-10T21:30:00Z'), // 11 May 00:30 in Kyiv
      answers: {
        color: 'red',
        extras: ['milk', 'sugar'],
        stars: 5,
        comment: 'The coffee was great, great coffee',
        age: 30,
      },
    },
    {
      finishedAt: new Date('2025-05-12T09:00:00Z'),
      locationId: a.sub,
      answers: { color: 'red', extras: ['milk'], stars: 4, comment: 'Coffee was cold', age: 40 },
    },
    {
      finishedAt: new Date('2025-04-01T09:00:00Z'),
      language: 'de',
      answers: { color: 'blue', stars: 3, comment: '=SUM(1) und der Kuchen' },
    },
  ]);
  await seedState(t, survey, { customerId: alice, finishedAt: new Date('2025-05-10T21:30:00Z') });
  await seedState(t, survey, { startedAt: new Date('2025-05-12T08:00:00Z') });
});

afterAll(async () => {
  await t.close();
});

const results = async (query = '') => {
  const res = await api.get(`/survey/answers/${survey.slug}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as TSurveyResults;
};
const question = (r: TSurveyResults, id: string) => r.questions.find((q) => q.questionId === id)!;

describe('survey results', () => {
  it('counts options, scores and words per question', async () => {
    const r = await results();
    expect(r).toMatchObject({ answers: 3, started: 1, hidden: false, threshold: null });
    expect(question(r, 'color').options).toEqual([
      { id: 'red', label: 'Red', count: 2 },
      { id: 'blue', label: 'Blue', count: 1 },
    ]);
    expect(question(r, 'extras')).toMatchObject({ answered: 2, options: [{ count: 2 }, { count: 1 }] });
    expect(question(r, 'stars')).toMatchObject({ average: 4 });
    expect(question(r, 'stars').options?.map((o) => o.count)).toEqual([0, 0, 1, 1, 1]);
    expect(question(r, 'age')).toMatchObject({ answered: 2, average: 35 });
    // "the", "was" (English) and "und", "der" (German) are stop words; "great" counts once per answer.
    expect(question(r, 'comment').words).toEqual([
      { word: 'coffee', count: 2 },
      { word: 'cold', count: 1 },
      { word: 'great', count: 1 },
      { word: 'kuchen', count: 1 },
      { word: 'sum', count: 1 },
    ]);
  });

  it('filters by days on the company clock and by a location with its sub-locations', async () => {
    // The first answer is on 11 May in Kyiv, though 10 May in UTC.
    expect((await results('?from=2025-05-11&to=2025-05-11')).answers).toBe(1);
    expect((await results('?from=2025-05-01')).answers).toBe(2);
    expect((await results(`?locationId=${a.sub}`)).answers).toBe(1);
    expect((await results(`?locationId=${a.root}`)).answers).toBe(3);
    expect(
      (await api.get(`/survey/answers/${survey.slug}?locationId=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it('lists the answers a page at a time and shows one', async () => {
    const page = (
      await api.get(`/survey/answers/${survey.slug}/list?pageSize=2`)
    ).json() as TSurveyAnswerList;
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.answers.stars)).toEqual([4, 5]);
    const one = await api.get(`/survey/${survey.slug}/answers/${answerIds[0]}`);
    expect(one.json()).toMatchObject({
      customerId: alice,
      answers: { color: 'red', extras: ['milk', 'sugar'] },
    });
    expect((await api.get(`/survey/${survey.slug}/answers/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('exports one row per answer with option labels and local times', async () => {
    const res = await api.get(`/survey/answers/${survey.slug}/export.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`survey-${survey.slug}-answers.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([
      'Finished at',
      'Language',
      'Customer',
      'Email',
      'Favourite colour',
      'Extras',
      'Stars',
      'Comment',
      'Age',
    ]);
    expect(rows).toHaveLength(4);
    const alicesRow = rows[2]!.slice(1);
    expect((alicesRow[0] as Date).toISOString()).toBe('2025-05-11T00:30:00.000Z');
    expect(alicesRow.slice(1)).toEqual([
      'en',
      'Alice',
      'alice@example.test',
      'Red',
      'Milk; Sugar',
      5,
      'The coffee was great, great coffee',
      30,
    ]);

    const csv = await api.get(`/survey/answers/${survey.slug}/export.csv?from=2025-04-01&to=2025-04-30`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    // A comment that starts like a formula is kept as text.
    expect(lines[1]).toBe("2025-04-01 12:00,de,,,Blue,,3,'=SUM(1) und der Kuchen,");
  });

  it('lists the customers who answered, for a webinar', async () => {
    const res = await api.get(`/survey/webinar/${survey.slug}/participants`);
    expect(res.json().items).toEqual([
      {
        customerId: alice,
        name: 'Alice',
        email: 'alice@example.test',
        phone: '+380501112233',
        finishedAt: '2025-05-10T21:30:00.000Z',
      },
    ]);
  });

  it('counts started and finished per day', async () => {
    const res = await api.post(`/stat/data/${survey.slug}/survey-progress`, {
      from: '2025-05-10',
      to: '2025-05-12',
    });
    expect(res.json().days).toEqual([
      { day: '2025-05-10', started: 0, finished: 0 },
      { day: '2025-05-11', started: 0, finished: 1 },
      { day: '2025-05-12', started: 1, finished: 1 },
    ]);
  });
});

describe('access', () => {
  it('keeps each kind to its own permission and each company to its own surveys', async () => {
    const waiter = client(
      t,
      await signIn(t.app, await createUser(t.app.db, { structure: a.structureId, role: 'waiter' })),
    );
    expect((await waiter.get(`/survey/answers/${survey.slug}`)).statusCode).toBe(403);
    const enpsOnly = await memberWith(t, a.structureId, ['enps.manage']);
    expect((await enpsOnly.get(`/survey/answers/${survey.slug}`)).statusCode).toBe(403);
    expect(
      (
        await enpsOnly.post(`/stat/data/${survey.slug}/survey-progress`, {
          from: '2025-05-01',
          to: '2025-05-02',
        })
      ).statusCode,
    ).toBe(403);
    const surveysOnly = await memberWith(t, a.structureId, ['surveys.manage']);
    expect((await surveysOnly.get(`/survey/answers/${survey.slug}/list`)).statusCode).toBe(200);
    // Another kind's path does not reach a survey.
    expect((await api.get(`/quiz/answers/${survey.slug}`)).statusCode).toBe(404);

    const b = await companyWithLocation(t);
    for (const url of [
      `/survey/answers/${survey.slug}`,
      `/survey/answers/${survey.slug}/list`,
      `/survey/answers/${survey.slug}/export.xlsx`,
      `/survey/${survey.slug}/answers/${answerIds[0]}`,
      `/survey/webinar/${survey.slug}/participants`,
    ]) {
      expect((await b.api.get(url)).statusCode, url).toBe(404);
    }
    expect((await b.api.del(`/survey/answers/${survey.slug}`)).statusCode).toBe(404);
    expect((await b.api.del(`/survey/customer-states/${survey.slug}`)).statusCode).toBe(404);
    expect((await results()).answers).toBe(3);
  });
});

describe('quizzes', () => {
  it('gives the share of right answers, the participants and one participant’s answer', async () => {
    const quiz = await seedSurvey(t, a.structureId, a.root, 'quiz', [
      {
        id: 'capital',
        type: 'select_single',
        title: 'Capital of France?',
        answers: [
          { id: 'paris', label: 'Paris' },
          { id: 'rome', label: 'Rome' },
        ],
        data: { quiz: { correctAnswerIds: ['paris'], points: 2 } },
      },
    ]);
    const bob = await seedCustomer(t, { name: 'Bob', email: 'bob@example.test' });
    await seedAnswers(t, quiz, [
      {
        customerId: bob,
        answers: { capital: 'paris' },
        quiz: { points: 2, maxPoints: 2, percent: 100, passed: true },
        finishedAt: new Date('2025-05-02T10:00:00Z'),
      },
      {
        answers: { capital: 'rome' },
        quiz: { points: 0, maxPoints: 2, percent: 0, passed: false },
        finishedAt: new Date('2025-05-01T10:00:00Z'),
      },
    ]);
    const analysis = (await api.get(`/quiz/analysis/${quiz.slug}`)).json() as TQuizAnalysis;
    expect(analysis.questions[0]).toMatchObject({ correctShare: 50, options: [{ count: 1 }, { count: 1 }] });
    expect(analysis.quiz).toEqual({ passMark: 50, averagePercent: 50, passed: 1, failed: 1 });
    expect((await api.get(`/quiz/answers/${quiz.slug}`)).json().questions[0].correctShare).toBe(50);

    const participants = (await api.get(`/quiz/analysis/${quiz.slug}/answers`)).json();
    expect(participants.total).toBe(2);
    expect(participants.items[0]).toMatchObject({
      name: 'Bob',
      email: 'bob@example.test',
      percent: 100,
      passed: true,
    });

    const one = (await api.get(`/quiz/answers/${quiz.slug}/${bob}`)).json();
    expect(one.result).toMatchObject({ points: 2, percent: 100, passed: true });
    expect(one.result.questions[0]).toMatchObject({ correct: true, correctAnswerLabels: ['Paris'] });
    expect((await api.get(`/quiz/answers/${quiz.slug}/${alice}`)).statusCode).toBe(404);

    const csv = (await api.get(`/quiz/answers/${quiz.slug}/export.csv`)).body.trim().split('\r\n');
    expect(csv[0]).toContain('Points,Maximum points,Percent,Passed');
    expect(csv[1]).toMatch(/,Bob,bob@example\.test,Paris,2,2,100,Yes$/);

    expect((await api.del(`/pdf/quiz/${quiz.slug}/delete`)).json()).toEqual({ ok: true, deleted: 0 });
    const quizzesOnly = await memberWith(t, a.structureId, ['quizzes.manage']);
    expect(
      (
        await quizzesOnly.post(`/stat/data/${quiz.slug}/survey-progress`, {
          from: '2025-05-01',
          to: '2025-05-02',
        })
      ).json().days,
    ).toEqual([
      { day: '2025-05-01', started: 0, finished: 1 },
      { day: '2025-05-02', started: 0, finished: 1 },
    ]);
    expect((await quizzesOnly.get(`/quiz/analysis/${survey.slug}`)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes the answers named, unfinished states, then every answer', async () => {
    const named = await deleteWithBody(t, a.cookie, `/survey/answers/${survey.slug}`, {
      ids: [answerIds[0]],
    });
    expect(named.json()).toEqual({ ok: true, deleted: 1 });
    expect((await results()).answers).toBe(2);
    // Alice may answer again: her finished state went with her answer.
    const aliceStates = await t.app.db.select().from(surveyStates).where(eq(surveyStates.customerId, alice));
    expect(aliceStates).toHaveLength(0);

    expect((await api.del(`/survey/customer-states/${survey.slug}`)).json()).toEqual({
      ok: true,
      deleted: 1,
    });
    expect((await results()).started).toBe(0);
    expect((await api.del(`/survey/answers/${survey.slug}`)).json()).toEqual({ ok: true, deleted: 2 });
    expect((await results()).answers).toBe(0);
  });
});
