import { QUESTION_TYPES, type TSurveyPublic } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyWithLocation } from '../../modules/metrics/metrics.test-support';
import { newGuestCookie } from '../../modules/orders/ordering.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { seedDemoSurveys } from './demo-surveys';

/**
 * The demo café's survey, team pulse and coffee quiz as a guest and the manager meet them: open
 * on their public pages, answerable, and with results to read on first start.
 */
describe('demo surveys', () => {
  let t: TestApp;
  let manager: ReturnType<typeof client>;
  let guest: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await companyWithLocation(t);
    await seedDemoSurveys(t.app.db, company.structureId, company.root);
    manager = company.api;
    guest = client(t, await newGuestCookie(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes a visit survey with every question type that asks what went wrong only after a low rating', async () => {
    const res = await guest.get('/survey/view/linden-visit');
    expect(res.statusCode).toBe(200);
    const survey = res.json() as TSurveyPublic;
    expect(survey.title).toBe('How was your visit?');
    expect(new Set(survey.content.questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    const wentWrong = survey.content.questions.find((q) => q.id === 'went-wrong');
    expect(wentWrong?.visibility).toMatchObject({ action: 'show', conditions: [{ op: 'lte', value: 2 }] });
    expect((await guest.get('/e-nps/view/linden-team-pulse')).statusCode).toBe(200);
    const quiz = (await guest.get('/quiz/view/linden-coffee-quiz')).json() as TSurveyPublic;
    expect(quiz.content.quiz?.passMark).toBe(60);
  });

  it('takes a guest’s full answer to the visit survey', async () => {
    const res = await guest.post('/survey/linden-visit/save-answer', {
      answers: {
        occasion: 'lunch',
        overall: 2,
        'went-wrong': 'The soup was cold.',
        ordered: ['main', 'coffee'],
        seat: 'terrace',
        heard: 'maps',
        wishlist: ['vegan'],
        recommend: 4,
        party: 2,
        favourite: 'The bread',
        'visit-date': '2026-05-04',
        arrived: '12:30',
        email: 'guest@example.com',
        phone: '+44 7700 900777',
        post: 'https://www.instagram.com/p/abc/',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows the manager results of every kind: the visit answers, a visible team score and scored quizzes', async () => {
    const visit = (await manager.get('/survey/answers/linden-visit')).json();
    expect(visit).toMatchObject({ answers: 41, started: 3, hidden: false });
    const wentWrong = visit.questions.find((q: { questionId: string }) => q.questionId === 'went-wrong');
    expect(wentWrong.answered).toBeGreaterThan(1);

    const pulse = (await manager.get('/e-nps/answers/linden-team-pulse')).json();
    expect(pulse).toMatchObject({ answers: 7, hidden: false });
    const score = pulse.questions.find((q: { type: string }) => q.type === 'rate_enps').enps;
    expect(score).toMatchObject({ promoters: 3, passives: 3, detractors: 1 });

    const quiz = (await manager.get('/quiz/analysis/linden-coffee-quiz')).json();
    expect(quiz.answers).toBe(12);
    expect(quiz.quiz.passed).toBeGreaterThan(0);
    expect(quiz.quiz.failed).toBeGreaterThan(0);
  });
});
