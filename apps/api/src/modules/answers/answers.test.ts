import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, surveyStates, surveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import type { DomainEventMap } from '../events';
import { companyToday } from './answer-rules';
import { answeringCompany, guestOf, issuesOf } from './answers.test-support';

const choice = (id: string, title: string, options: string[], extra: object = {}) => ({
  id,
  type: 'select_single' as const,
  title,
  answers: options.map((o) => ({ id: o, label: o.toUpperCase() })),
  ...extra,
});

/** Q1 (required) → Q2 only when Q1 is "yes" → Q3 (required) text. */
const FORM = {
  questions: [
    choice('visit', 'First visit?', ['yes', 'no'], { required: true }),
    {
      id: 'how',
      type: 'text_short' as const,
      title: 'How did you find us?',
      visibility: {
        action: 'show' as const,
        conditions: [{ questionId: 'visit', op: 'equals' as const, value: 'yes' }],
      },
    },
    { id: 'comment', type: 'text_long' as const, title: 'Anything else?', required: true },
  ],
};

describe('answering a survey: saved state, final answer, closed and finished', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof answeringCompany>>;
  const heard: DomainEventMap['survey.answered'][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.events.on('survey.answered', (event) => {
      heard.push(event);
    });
    company = await answeringCompany(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resumes where the guest left off: the view gives back the saved answers and question', async () => {
    const slug = await company.survey('survey', FORM, { title: 'Harbour welcome' });
    const guest = await guestOf(t);
    const first = await guest.view('survey', slug);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      slug,
      kind: 'survey',
      title: 'Harbour welcome',
      company: { name: 'Harbour Hall Co' },
      locationName: 'Harbour Hall',
      expired: false,
      state: null,
      finished: false,
    });
    expect(first.json().content.questions.map((q: { id: string }) => q.id)).toEqual([
      'visit',
      'how',
      'comment',
    ]);

    const saved = await guest.saveState('survey', slug, 'how', { visit: 'yes', how: '  A friend ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ answers: { visit: 'yes', how: 'A friend' }, questionId: 'how' });

    const again = (await guest.view('survey', slug)).json();
    expect(again.state).toEqual(saved.json());
    // Another guest starts afresh.
    expect((await (await guestOf(t)).view('survey', slug)).json().state).toBeNull();
  });

  it('checks required questions only on the final answer', async () => {
    const slug = await company.survey('survey', FORM);
    const guest = await guestOf(t);
    expect((await guest.saveState('survey', slug, 'visit', {})).statusCode).toBe(200);
    const partial = await guest.saveAnswer('survey', slug, { visit: 'no' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('VALIDATION_FAILED');
    expect(issuesOf(partial)).toEqual(['body.answers.comment:REQUIRED']);
    const done = await guest.saveAnswer('survey', slug, { visit: 'no', comment: 'Lovely' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ quiz: null, id: expect.any(String) });
  });

  it('refuses an answer forced onto a question the logic hides, and a hidden question as the place', async () => {
    const slug = await company.survey('survey', FORM);
    const guest = await guestOf(t);
    const forced = await guest.saveState('survey', slug, 'comment', { visit: 'no', how: 'Sneaked in' });
    expect(forced.statusCode).toBe(400);
    expect(issuesOf(forced)).toEqual(['body.answers.how:HIDDEN_QUESTION']);
    const final = await guest.saveAnswer('survey', slug, { visit: 'no', how: 'Sneaked in', comment: 'x' });
    expect(issuesOf(final)).toEqual(['body.answers.how:HIDDEN_QUESTION']);
    const place = await guest.saveState('survey', slug, 'how', { visit: 'no' });
    expect(place.statusCode).toBe(400);
    expect(issuesOf(place)).toEqual(['params.questionId:invalid_value']);
    const unknown = await guest.saveState('survey', slug, 'visit', { nope: 'x' });
    expect(issuesOf(unknown)).toEqual(['body.answers.nope:UNKNOWN_QUESTION']);
  });

  it('stores the final answer with the customer, marks the state finished and clears it; a second answer is refused', async () => {
    const slug = await company.survey('survey', FORM, { title: 'Harbour exit' });
    const guest = await guestOf(t);
    await guest.saveState('survey', slug, 'comment', { visit: 'yes', how: 'Walked by' });
    const before = heard.length;
    const done = await guest.saveAnswer('survey', slug, { visit: 'yes', how: 'Walked by', comment: 'Great' });
    expect(done.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, done.json().id));
    expect(row).toMatchObject({
      answers: { visit: 'yes', how: 'Walked by', comment: 'Great' },
      language: 'en',
      locationId: company.locationId,
    });
    expect(row!.customerId).toEqual(expect.any(String));
    const [survey] = await t.app.db.select().from(surveys).where(eq(surveys.slug, slug));
    const [state] = await t.app.db.select().from(surveyStates).where(eq(surveyStates.surveyId, survey!.id));
    expect(state).toMatchObject({ answers: {}, questionId: null, customerId: row!.customerId });
    expect(state!.finishedAt).not.toBeNull();
    expect(heard.slice(before)).toEqual([
      { structureId: company.structureId, surveyId: survey!.id, kind: 'survey' },
    ]);

    const view = (await guest.view('survey', slug)).json();
    expect(view).toMatchObject({ finished: true, state: null });
    for (const res of [
      await guest.saveAnswer('survey', slug, { visit: 'no', comment: 'Again' }),
      await guest.saveState('survey', slug, 'visit', { visit: 'no' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SURVEY_ALREADY_ANSWERED');
    }
    const list = (await guest.finished('survey')).json();
    expect(list.items).toEqual([{ slug, title: 'Harbour exit', finishedAt: done.json().finishedAt }]);
    expect((await guest.finished('enps')).json().items).toEqual([]);
  });

  it('takes one of two final answers sent at once and refuses the other', async () => {
    const slug = await company.survey('survey', FORM);
    const guest = await guestOf(t);
    const both = await Promise.all([
      guest.saveAnswer('survey', slug, { visit: 'no', comment: 'First tab' }),
      guest.saveAnswer('survey', slug, { visit: 'no', comment: 'Second tab' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [survey] = await t.app.db.select().from(surveys).where(eq(surveys.slug, slug));
    expect(
      await t.app.db.select().from(surveyAnswers).where(eq(surveyAnswers.surveyId, survey!.id)),
    ).toHaveLength(1);
  });

  it('takes answers through its last day on the company clock, then refuses them as closed', async () => {
    const today = companyToday('UTC');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const open = await company.survey('survey', FORM, { expiresOn: today });
    const closed = await company.survey('survey', FORM, { expiresOn: yesterday });
    const guest = await guestOf(t);
    expect((await guest.view('survey', open)).json().expired).toBe(false);
    expect((await guest.saveState('survey', open, 'visit', {})).statusCode).toBe(200);
    expect((await guest.view('survey', closed)).json().expired).toBe(true);
    for (const res of [
      await guest.saveState('survey', closed, 'visit', {}),
      await guest.saveAnswer('survey', closed, { visit: 'no', comment: 'Late' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SURVEY_CLOSED');
    }
  });

  it('keeps an e-NPS answer without the customer and with the hour only', async () => {
    const slug = await company.survey('enps', {
      questions: [
        { id: 'recommend', type: 'rate_enps', title: 'Recommend us as an employer?', required: true },
      ],
    });
    const employee = await guestOf(t);
    const refused = await employee.saveAnswer('enps', slug, { recommend: 11 });
    expect(issuesOf(refused)).toEqual(['body.answers.recommend:OUT_OF_RANGE']);
    const done = await employee.saveAnswer('enps', slug, { recommend: '9' });
    expect(done.statusCode).toBe(200);
    const finishedAt = new Date(done.json().finishedAt);
    expect(finishedAt.getUTCMinutes() + finishedAt.getUTCSeconds() + finishedAt.getUTCMilliseconds()).toBe(0);
    const [survey] = await t.app.db.select().from(surveys).where(eq(surveys.slug, slug));
    const rows = await t.app.db.select().from(surveyAnswers).where(eq(surveyAnswers.surveyId, survey!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customerId: null, answers: { recommend: 9 }, finishedAt });
    expect((await employee.view('enps', slug)).json().finished).toBe(true);
    expect((await employee.finished('enps')).json().items).toEqual([
      { slug, title: expect.any(String), finishedAt: finishedAt.toISOString() },
    ]);
    expect((await employee.saveAnswer('enps', slug, { recommend: 3 })).json().code).toBe(
      'SURVEY_ALREADY_ANSWERED',
    );
  });

  it('answers 404 for an unpublished, unknown or other kind’s slug, and changes nothing', async () => {
    const hidden = await company.survey('survey', FORM, { isActive: false });
    const quiz = await company.survey('quiz', { questions: [choice('q', 'Pick', ['a', 'b'])] });
    const guest = await guestOf(t);
    const calls = [
      guest.view('survey', hidden),
      guest.saveState('survey', hidden, 'visit', {}),
      guest.saveAnswer('survey', hidden, { visit: 'no', comment: 'x' }),
      guest.view('survey', quiz),
      guest.view('enps', quiz),
      guest.saveAnswer('survey', quiz, { q: 'a' }),
      guest.view('survey', 'no-such-survey'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const [row] = await t.app.db.select().from(surveys).where(eq(surveys.slug, hidden));
    const states = await t.app.db
      .select()
      .from(surveyStates)
      .where(and(eq(surveyStates.surveyId, row!.id)));
    expect(states).toEqual([]);
  });

  it('answers 401 to a caller without a guest identity', async () => {
    const slug = await company.survey('survey', FORM);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/survey/view/${slug}` });
    expect(res.statusCode).toBe(401);
  });
});
