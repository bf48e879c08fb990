import type { TestApp } from './app';
import { SURVEY_SLUGS_OF_A } from './fixtures-surveys';

/**
 * Company A's answers given the way guests give them, through the answering routes (after
 * seedSurveysOfA): a guest half-way through A's survey, and final answers to A's e-NPS survey
 * (anonymous) and quiz (scored), so the staff results read rows the product itself wrote.
 */
export async function seedSurveyAnswersOfA(t: TestApp) {
  const made = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/alpha-menu' });
  const cookie = String([made.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  const send = async (url: string, answers: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { cookie },
      payload: { answers },
    });
    if (res.statusCode !== 200) throw new Error(`seed survey answer ${url}: ${res.statusCode} ${res.body}`);
  };
  await send(`/survey/${SURVEY_SLUGS_OF_A.survey}/save-state/overall`, {
    frequency: 'first',
    comment: 'Alpha half-way comment',
  });
  await send(`/e-nps/${SURVEY_SLUGS_OF_A.enps}/save-answer`, { recommend: 9, comment: 'Alpha team spirit' });
  await send(`/quiz/${SURVEY_SLUGS_OF_A.quiz}/save-state/colours`, { fruit: 'apple' });
  await send(`/quiz/${SURVEY_SLUGS_OF_A.quiz}/save-answer`, { fruit: 'apple', colours: ['red', 'green'] });
}
