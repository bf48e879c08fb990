import type {
  TEnpsBreakdown,
  TEnpsSurveyProgress,
  TSurveyQuestionInput,
  TSurveyResults,
} from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  type Client,
  companyWithLocation,
  memberWith,
  type SeedAnswer,
  type SeededSurvey,
  seedAnswers,
  seedSurvey,
} from './results.test-support';

const QUESTIONS: TSurveyQuestionInput[] = [
  {
    id: 'team',
    type: 'select_single',
    title: 'Your team',
    answers: [
      { id: 'kitchen', label: 'Kitchen' },
      { id: 'floor', label: 'Floor' },
      { id: 'bar', label: 'Bar' },
    ],
  },
  { id: 'enps', type: 'rate_enps', title: 'Would you recommend working here?' },
  { id: 'comment', type: 'text_short', title: 'Anything to add?' },
  {
    id: 'perks',
    type: 'checkboxes',
    title: 'Perks you use',
    answers: [
      { id: 'meals', label: 'Meals' },
      { id: 'gym', label: 'Gym' },
    ],
  },
];

let t: TestApp;
let a: Awaited<ReturnType<typeof companyWithLocation>>;
let api: Client;

beforeAll(async () => {
  t = await createTestApp();
  a = await companyWithLocation(t);
  api = a.api;
});

afterAll(async () => {
  await t.close();
});

const newSurvey = () => seedSurvey(t, a.structureId, a.root, 'enps', QUESTIONS);
const answer = (score: number, extra: Record<string, unknown> = {}, finishedAt?: Date): SeedAnswer => ({
  answers: { enps: score, ...extra },
  ...(finishedAt ? { finishedAt } : {}),
});
const results = async (survey: SeededSurvey, query = '') => {
  const res = await api.get(`/e-nps/answers/${survey.slug}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as TSurveyResults;
};

describe('e-NPS anonymity threshold', () => {
  it('shows no figure with 4 answers and the score from the 5th', async () => {
    const survey = await newSurvey();
    await seedAnswers(t, survey, [
      answer(10, { comment: 'Great team spirit' }),
      answer(9, { comment: 'Great kitchen' }),
      answer(3),
      answer(8),
    ]);
    const hidden = await results(survey);
    expect(hidden).toEqual({ answers: 4, started: 0, hidden: true, threshold: 5, questions: [] });
    const file = await api.get(`/e-nps/answers/${survey.slug}/export.xlsx`);
    expect(file.statusCode).toBe(409);
    expect(file.json().details).toMatchObject({ reason: 'below-anonymity-threshold' });

    await seedAnswers(t, survey, [answer(9)]);
    const shown = await results(survey);
    expect(shown.hidden).toBe(false);
    const enps = shown.questions.find((q) => q.questionId === 'enps')!;
    // 3 promoters, 1 passive, 1 detractor of 5: 60 % − 20 % = 40.
    expect(enps.enps).toEqual({ score: 40, promoters: 3, passives: 1, detractors: 1 });
    // Two comments are fewer than the threshold: no words.
    expect(shown.questions.find((q) => q.questionId === 'comment')).toMatchObject({
      answered: 2,
      words: null,
    });
  });

  it('shows comments once the threshold of them is reached', async () => {
    const survey = await newSurvey();
    await seedAnswers(
      t,
      survey,
      ['Great team', 'Great shifts', 'Fair pay', 'Great chef', 'Long shifts'].map((comment) =>
        answer(9, { comment }),
      ),
    );
    const words = (await results(survey)).questions.find((q) => q.questionId === 'comment')!.words;
    expect(words?.slice(0, 2)).toEqual([
      { word: 'great', count: 3 },
      { word: 'shifts', count: 2 },
    ]);
  });

  it('takes the company threshold, never below 3', async () => {
    const survey = await newSurvey();
    await seedAnswers(t, survey, [answer(9), answer(9), answer(9)]);
    const setThreshold = (value: number) =>
      t.app.db
        .update(structures)
        .set({ settings: { enpsAnonymityThreshold: value } })
        .where(eq(structures.id, a.structureId));
    await setThreshold(3);
    expect(await results(survey)).toMatchObject({ hidden: false, threshold: 3 });
    await setThreshold(1);
    expect(await results(survey)).toMatchObject({ hidden: false, threshold: 3 });
    await seedAnswers(t, survey, [answer(9)]);
    await setThreshold(10);
    expect(await results(survey)).toMatchObject({ hidden: true, threshold: 10 });
    await t.app.db.update(structures).set({ settings: {} }).where(eq(structures.id, a.structureId));
  });

  it('never lists an e-NPS answer one by one', async () => {
    const survey = await newSurvey();
    const [id] = await seedAnswers(t, survey, [answer(9)]);
    expect((await api.get(`/e-nps/answers/${survey.slug}/list`)).statusCode).toBe(404);
    expect((await api.get(`/e-nps/${survey.slug}/answers/${id}`)).statusCode).toBe(404);
  });
});

describe('e-NPS breakdown', () => {
  const breakdown = async (survey: SeededSurvey, questionId = 'team') => {
    const res = await api.get(`/e-nps/answers/${survey.slug}/breakdown/${questionId}`);
    expect(res.statusCode).toBe(200);
    return res.json() as TEnpsBreakdown;
  };

  it('never shows a group under the threshold, nor one that subtraction would reveal', async () => {
    const survey = await newSurvey();
    await seedAnswers(t, survey, [
      ...Array.from({ length: 8 }, () => answer(10, { team: 'kitchen' })),
      ...Array.from({ length: 6 }, () => answer(7, { team: 'floor' })),
      ...Array.from({ length: 2 }, () => answer(0, { team: 'bar' })),
    ]);
    const result = await breakdown(survey);
    expect(result).toMatchObject({ hidden: false, threshold: 5, enpsQuestionId: 'enps' });
    expect(result.groups).toEqual([
      { id: 'kitchen', label: 'Kitchen', hidden: false, count: 8, score: 100 },
      // Floor reaches the threshold but would give Bar away: total − Kitchen − Floor.
      { id: 'floor', label: 'Floor', hidden: true, count: null, score: null },
      { id: 'bar', label: 'Bar', hidden: true, count: null, score: null },
    ]);
  });

  it('leaves a small team out of its question’s card too, with the team subtraction would reveal', async () => {
    const survey = await newSurvey();
    await seedAnswers(t, survey, [
      ...Array.from({ length: 8 }, () => answer(10, { team: 'kitchen' })),
      ...Array.from({ length: 6 }, () => answer(7, { team: 'floor' })),
      ...Array.from({ length: 2 }, () => answer(0, { team: 'bar' })),
    ]);
    const team = (await results(survey)).questions.find((q) => q.questionId === 'team')!;
    expect(team.answered).toBe(16);
    expect(team.options).toEqual([{ id: 'kitchen', label: 'Kitchen', count: 8 }]);
  });

  it('counts those who skipped the question as a group, in the caller’s language', async () => {
    const survey = await newSurvey();
    await seedAnswers(t, survey, [
      ...Array.from({ length: 6 }, () => answer(9, { team: 'kitchen' })),
      ...Array.from({ length: 6 }, () => answer(9, { team: 'floor' })),
      answer(0),
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/e-nps/answers/${survey.slug}/breakdown/team`,
      headers: { cookie: a.cookie, language: 'de' },
    });
    const groups = (res.json() as TEnpsBreakdown).groups;
    expect(groups.find((g) => g.id === null)).toMatchObject({ label: 'Keine Antwort', hidden: true });
    expect(groups.filter((g) => !g.hidden)).toHaveLength(1);
  });

  it('shows no group below the threshold in all, and only breaks down by single-choice questions', async () => {
    const survey = await newSurvey();
    await seedAnswers(t, survey, [answer(9, { team: 'kitchen' }), answer(9, { team: 'kitchen' })]);
    const result = await breakdown(survey);
    expect(result.hidden).toBe(true);
    expect(result.groups.every((g) => g.hidden && g.score === null && g.count === null)).toBe(true);
    expect((await api.get(`/e-nps/answers/${survey.slug}/breakdown/perks`)).statusCode).toBe(400);
    expect((await api.get(`/e-nps/answers/${survey.slug}/breakdown/nope`)).statusCode).toBe(404);
  });
});

describe('e-NPS narrowed views and progress', () => {
  // Week of 3 March: 6 answers; of 10 March: 5; of 17 March: 1.
  const week = (day: string, n: number, score: number) =>
    Array.from({ length: n }, () => answer(score, {}, new Date(`${day}T10:00:00Z`)));
  let survey: SeededSurvey;

  beforeAll(async () => {
    survey = await newSurvey();
    await seedAnswers(t, survey, [
      ...week('2025-03-04', 6, 10),
      ...week('2025-03-12', 5, 0),
      ...week('2025-03-18', 1, 10),
    ]);
  });

  it('widens a period to whole weeks and hides a week that subtraction would reveal', async () => {
    expect((await results(survey)).answers).toBe(12);
    // Wednesday to Thursday is the whole week: 6 answers.
    const first = await results(survey, '?from=2025-03-05&to=2025-03-06');
    expect(first).toMatchObject({ answers: 6, hidden: false });
    // The week of 10 March has 5 answers, but the whole survey minus the first two weeks would
    // give the last week's single answer away: it is hidden with it.
    expect(await results(survey, '?from=2025-03-10&to=2025-03-16')).toMatchObject({
      hidden: true,
      questions: [],
    });
    expect(await results(survey, '?from=2025-03-17')).toMatchObject({ hidden: true });
    expect(
      (await api.get(`/e-nps/answers/${survey.slug}/export.csv?from=2025-03-10&to=2025-03-16`)).statusCode,
    ).toBe(409);
  });

  it('gives a week’s score only when it may be shown', async () => {
    const res = await api.post(`/stat/data/${survey.slug}/enps-survey-progress`, {
      from: '2025-03-03',
      to: '2025-03-23',
    });
    const progress = res.json() as TEnpsSurveyProgress;
    expect(progress.threshold).toBe(5);
    expect(progress.weeks).toEqual([
      { weekStart: '2025-03-03', answers: 6, score: 100 },
      { weekStart: '2025-03-10', answers: 5, score: null },
      { weekStart: '2025-03-17', answers: 1, score: null },
    ]);
    expect(progress.days.find((d) => d.day === '2025-03-04')).toEqual({
      day: '2025-03-04',
      started: 0,
      finished: 6,
    });
  });

  it('exports only the figures, with no row per person', async () => {
    const res = await api.get(`/e-nps/answers/${survey.slug}/export.xlsx`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Figures']);
    const summary = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(summary[0]!.slice(1)).toEqual(['Question', 'Answer', 'Count']);
    expect(summary).toContainEqual([undefined, 'Would you recommend working here?', '10', 7]);
    expect(summary).toContainEqual([undefined, 'Would you recommend working here?', '0', 5]);
    const figures = book.worksheets[1]!.getSheetValues().slice(1) as unknown[][];
    // 7 promoters and 5 detractors of 12: 58 % − 42 % = 17 (rounded from 16.7).
    expect(figures).toContainEqual([undefined, 'Would you recommend working here?', 'e-NPS score', 17]);
    const cells = [...summary, ...figures].flat();
    expect(cells.some((c) => c instanceof Date)).toBe(false);
  });
});

describe('e-NPS access', () => {
  it('needs the e-NPS permission and the company’s own survey', async () => {
    const survey = await newSurvey();
    await seedAnswers(
      t,
      survey,
      Array.from({ length: 5 }, () => answer(9, { team: 'kitchen' })),
    );
    const surveysOnly = await memberWith(t, a.structureId, ['surveys.manage']);
    expect((await surveysOnly.get(`/e-nps/answers/${survey.slug}`)).statusCode).toBe(403);
    expect(
      (
        await surveysOnly.post(`/stat/data/${survey.slug}/enps-survey-progress`, {
          from: '2025-03-03',
          to: '2025-03-04',
        })
      ).statusCode,
    ).toBe(403);
    const enpsOnly = await memberWith(t, a.structureId, ['enps.manage']);
    expect((await enpsOnly.get(`/e-nps/answers/${survey.slug}/breakdown/team`)).statusCode).toBe(200);
    // An e-NPS survey is not a survey's progress.
    expect(
      (await api.post(`/stat/data/${survey.slug}/survey-progress`, { from: '2025-03-03', to: '2025-03-04' }))
        .statusCode,
    ).toBe(404);

    const b = await companyWithLocation(t);
    expect((await b.api.get(`/e-nps/answers/${survey.slug}`)).statusCode).toBe(404);
    expect((await b.api.get(`/e-nps/answers/${survey.slug}/breakdown/team`)).statusCode).toBe(404);
    expect((await b.api.get(`/e-nps/answers/${survey.slug}/export.xlsx`)).statusCode).toBe(404);
    expect((await b.api.del(`/e-nps/answers/${survey.slug}`)).statusCode).toBe(404);
    expect((await api.del(`/e-nps/answers/${survey.slug}`)).json()).toEqual({ ok: true, deleted: 5 });
  });
});
