import { ZCreatedQuestion, ZSurvey } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { smallPng } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { companyWithLocation, createSurvey } from './surveys.test-support';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('survey questions, content checks and pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("adds a question of each kind last, with its type's defaults and a translated title", async () => {
    const { api, root } = await companyWithLocation(t, 'uk');
    const quiz = await createSurvey(api, 'quiz', root);
    const res = await api.post(`/quiz/${quiz.slug}/create-question`, { type: 'dropdown' });
    expect(res.statusCode).toBe(200);
    const { question, survey } = ZCreatedQuestion.parse(res.json());
    expect(question).toMatchObject({ type: 'dropdown', title: 'Нове запитання', required: false });
    expect(question.answers.map((a) => a.id)).toEqual([`${question.id}-a`, `${question.id}-b`]);
    expect(survey.content.questions.at(-1)).toEqual(question);
    expect(survey.content.questions).toHaveLength(3);

    const named = await api.post(`/quiz/${quiz.slug}/create-question`, {
      type: 'rate',
      title: 'Service speed',
    });
    const second = named.json().question;
    expect(second).toMatchObject({ title: 'Service speed', data: { options: { min: 1, max: 5 } } });
    expect(second.id).not.toBe(question.id);
    expect((await api.get(`/quiz/edit/${quiz.slug}`)).json().content.questions).toHaveLength(4);

    const survey2 = await createSurvey(api, 'survey', root);
    const bad = await api.post(`/survey/${survey2.slug}/create-question`, { type: 'slider' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('body.type');
  });

  it('refuses to delete a question another question names, naming those questions', async () => {
    const { api, root } = await companyWithLocation(t);
    const survey = await createSurvey(api, 'survey', root);
    const [frequency, overall, comment] = survey.content.questions;
    const content = {
      ...survey.content,
      questions: [
        frequency,
        {
          ...overall,
          visibility: { action: 'show', conditions: [{ questionId: 'frequency', op: 'answered' }] },
        },
        {
          ...comment,
          jumps: [{ conditions: [{ questionId: 'overall', op: 'gte', value: 4 }], to: '$end' }],
        },
      ],
    };
    expect((await api.post(`/survey/edit/${survey.slug}`, { content })).statusCode).toBe(200);

    const used = await api.del(`/survey/${survey.slug}/delete-question/frequency`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'content.questions.1.visibility', code: 'question_in_rule', questionId: 'overall' }],
    });
    const jumpedOn = await api.del(`/survey/${survey.slug}/delete-question/overall`);
    expect(jumpedOn.json().details).toEqual([
      expect.objectContaining({ path: 'content.questions.2.jumps.0', questionId: 'comment' }),
    ]);

    const gone = await api.del(`/survey/${survey.slug}/delete-question/comment`);
    expect(gone.statusCode).toBe(200);
    expect(ZSurvey.parse(gone.json()).content.questions.map((q) => q.id)).toEqual(['frequency', 'overall']);
    expect((await api.del(`/survey/${survey.slug}/delete-question/comment`)).statusCode).toBe(404);
    expect((await api.del(`/survey/${survey.slug}/delete-question/overall`)).statusCode).toBe(200);
  });

  it('keeps exactly one e-NPS question in an e-NPS survey', async () => {
    const { api, root } = await companyWithLocation(t);
    const enps = await createSurvey(api, 'enps', root);
    const [recommend, team, comment] = enps.content.questions;

    const none = await api.post(`/e-nps/edit/${enps.slug}`, {
      content: { ...enps.content, questions: [team, comment] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.content.questions', code: 'enps_question_missing' }],
    });
    const two = await api.post(`/e-nps/edit/${enps.slug}`, {
      content: { ...enps.content, questions: [recommend, { ...recommend, id: 'again' }] },
    });
    expect(two.json().details[0].code).toBe('enps_question_duplicate');
    const added = await api.post(`/e-nps/${enps.slug}/create-question`, { type: 'rate_enps' });
    expect(added.statusCode).toBe(400);
    expect(added.json().details[0]).toMatchObject({ path: 'body.type', code: 'enps_question_duplicate' });

    const kept = await api.del(`/e-nps/${enps.slug}/delete-question/recommend`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().details[0].code).toBe('enps_question_required');
    expect((await api.del(`/e-nps/${enps.slug}/delete-question/team`)).statusCode).toBe(200);
    expect(
      (await api.get(`/e-nps/edit/${enps.slug}`)).json().content.questions.map((q: { id: string }) => q.id),
    ).toEqual(['recommend', 'comment']);

    // Other kinds may hold an e-NPS question, or none.
    const survey = await createSurvey(api, 'survey', root);
    const withEnps = await api.post(`/survey/${survey.slug}/create-question`, { type: 'rate_enps' });
    expect(withEnps.statusCode).toBe(200);
  });

  it('checks the content as a whole, with the path of each bad part', async () => {
    const { api, root } = await companyWithLocation(t);
    const survey = await createSurvey(api, 'survey', root);
    const [frequency, overall] = survey.content.questions;
    const send = (questions: unknown[]) =>
      api.post(`/survey/edit/${survey.slug}`, { content: { ...survey.content, questions } });

    const later = await send([
      {
        ...frequency,
        visibility: { action: 'hide', conditions: [{ questionId: 'overall', op: 'answered' }] },
      },
      overall,
    ]);
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'body.content.questions.0.visibility.conditions.0.questionId',
          message: 'rule_not_earlier_question',
        },
      ],
    });
    const option = await send([
      frequency,
      {
        ...overall,
        visibility: {
          action: 'show',
          conditions: [{ questionId: 'frequency', op: 'equals', value: 'daily' }],
        },
      },
    ]);
    expect(option.json().details[0].path).toBe('body.content.questions.1.visibility.conditions.0.value');
    const backwards = await send([
      frequency,
      { ...overall, jumps: [{ conditions: [{ questionId: 'overall', op: 'answered' }], to: 'frequency' }] },
    ]);
    expect(backwards.json().details[0]).toMatchObject({
      path: 'body.content.questions.1.jumps.0.to',
      message: 'jump_not_forward',
    });
    const duplicate = await send([frequency, { ...overall, id: 'frequency' }]);
    expect(duplicate.json().details[0].path).toBe('body.content.questions.1.id');
    const quizKey = await send([
      { ...frequency, data: { ...frequency?.data, quiz: { correctAnswerIds: ['never'] } } },
    ]);
    expect(quizKey.json().details[0].path).toBe('body.content.questions.0.data.quiz.correctAnswerIds.0');
    // Nothing was saved by the refused changes.
    expect((await api.get(`/survey/edit/${survey.slug}`)).json().content).toEqual(survey.content);
  });

  it("sets and removes the logo and header from the company's media library", async () => {
    const { api, root, cookie } = await companyWithLocation(t);
    const other = await companyWithLocation(t);
    const upload = async (who: string) => {
      const form = multipartFile('file', {
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: await smallPng(),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/image/upload',
        headers: { cookie: who, ...form.headers },
        payload: form.payload,
      });
      return res.json() as { id: string; src: string };
    };
    const image = await upload(cookie);
    const foreign = await upload(other.cookie);
    const quiz = await createSurvey(api, 'quiz', root);

    const logo = await api.post(`/quiz/edit/${quiz.slug}/image-logo`, { imageId: image.id });
    expect(logo.statusCode).toBe(200);
    expect(logo.json()).toMatchObject({ logoUrl: image.src, headerUrl: null });
    const header = await api.post(`/quiz/edit/${quiz.slug}/image-header`, { imageId: image.id });
    expect(header.json()).toMatchObject({ logoUrl: image.src, headerUrl: image.src });

    for (const imageId of [foreign.id, unknownId]) {
      const refused = await api.post(`/quiz/edit/${quiz.slug}/image-logo`, { imageId });
      expect(refused.statusCode).toBe(404);
    }
    expect((await api.del(`/quiz/edit/${quiz.slug}/image-logo`)).json()).toMatchObject({
      logoUrl: null,
      headerUrl: image.src,
    });
    expect(
      (await api.post(`/quiz/edit/${quiz.slug}/image-header`, { imageId: null })).json().headerUrl,
    ).toBeNull();
    expect((await api.post(`/quiz/edit/${quiz.slug}/image-header`, {})).json().details[0].path).toBe(
      'body.imageId',
    );
  });
});
