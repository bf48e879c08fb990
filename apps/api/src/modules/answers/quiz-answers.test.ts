import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyStates, surveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { answeringCompany, guestOf } from './answers.test-support';

const QUIZ = {
  questions: [
    {
      id: 'capital',
      type: 'select_single' as const,
      title: 'Capital of France?',
      required: true,
      answers: [
        { id: 'paris', label: 'Paris' },
        { id: 'rome', label: 'Rome' },
      ],
      data: { quiz: { correctAnswerIds: ['paris'], points: 2 } },
    },
    {
      id: 'colours',
      type: 'checkboxes' as const,
      title: 'Which are colours?',
      answers: [
        { id: 'red', label: 'Red' },
        { id: 'table', label: 'Table' },
        { id: 'green', label: 'Green' },
      ],
      data: { quiz: { correctAnswerIds: ['red', 'green'], points: 1 } },
    },
    { id: 'note', type: 'text_short' as const, title: 'Your name for the certificate' },
  ],
  quiz: { passMark: 60 },
};

const pageSize = (pdf: Buffer) =>
  /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))?.slice(1);

describe('answering a quiz: scoring, the pass mark, the time limit, the result and its PDF', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof answeringCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    company = await answeringCompany(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the quiz without its answer keys', async () => {
    const slug = await company.survey('quiz', QUIZ);
    const page = (await (await guestOf(t)).view('quiz', slug)).json();
    expect(page.content.questions.map((q: { data: { quiz?: unknown } }) => q.data.quiz ?? null)).toEqual([
      null,
      null,
      null,
    ]);
    expect(JSON.stringify(page)).not.toContain('correctAnswerIds');
  });

  it('scores the final answer against the pass mark and gives the result back later', async () => {
    const slug = await company.survey('quiz', QUIZ);
    const passer = await guestOf(t);
    const saved = await passer.saveAnswer('quiz', slug, { capital: 'paris', colours: ['red'] });
    expect(saved.statusCode).toBe(200);
    const result = saved.json().quiz;
    expect(result).toMatchObject({
      points: 2,
      maxPoints: 3,
      percent: 66,
      correctCount: 1,
      scoredCount: 2,
      passed: true,
      passMark: 60,
      pdfPath: `/api/v1/quiz/answer/${slug}/pdf`,
    });
    expect(result.questions).toEqual([
      {
        questionId: 'capital',
        title: 'Capital of France?',
        correct: true,
        points: 2,
        maxPoints: 2,
        correctAnswerLabels: ['Paris'],
      },
      {
        questionId: 'colours',
        title: 'Which are colours?',
        correct: false,
        points: 0,
        maxPoints: 1,
        correctAnswerLabels: ['Red', 'Green'],
      },
    ]);
    expect((await passer.quizResult(slug)).json()).toEqual(result);

    const failer = await guestOf(t);
    const failed = (
      await failer.saveAnswer('quiz', slug, { capital: 'rome', colours: ['green', 'red'] })
    ).json();
    expect(failed.quiz).toMatchObject({ points: 1, maxPoints: 3, percent: 33, passed: false });
    expect((await failer.quizResult(slug)).json().passed).toBe(false);
    expect((await passer.quizResult(slug)).json().passed).toBe(true);

    const newcomer = await guestOf(t);
    expect((await newcomer.quizResult(slug)).statusCode).toBe(404);
    expect((await newcomer.quizPdf(slug)).statusCode).toBe(404);
    expect((await passer.finished('quiz')).json().items.map((i: { slug: string }) => i.slug)).toContain(slug);
  });

  it('neither passes nor fails a quiz without a pass mark, and hides the right answers when asked', async () => {
    const slug = await company.survey('quiz', {
      ...QUIZ,
      quiz: { passMark: null, showCorrectAnswers: false },
    });
    const result = (await (await guestOf(t)).saveAnswer('quiz', slug, { capital: 'paris' })).json().quiz;
    expect(result).toMatchObject({ points: 2, maxPoints: 3, passed: null, passMark: null, questions: null });
  });

  it('refuses answers past the time limit from the first save, with a short grace for the final one', async () => {
    const slug = await company.survey('quiz', { ...QUIZ, quiz: { timeLimitMinutes: 1 } });
    const [survey] = await t.app.db.select().from(surveys).where(eq(surveys.slug, slug));
    const startAgo = async (ms: number) =>
      t.app.db
        .update(surveyStates)
        .set({ startedAt: new Date(Date.now() - ms) })
        .where(eq(surveyStates.surveyId, survey!.id));

    const late = await guestOf(t);
    expect((await late.saveState('quiz', slug, 'capital', {})).statusCode).toBe(200);
    await startAgo(2 * 60_000);
    for (const res of [
      await late.saveState('quiz', slug, 'colours', { capital: 'paris' }),
      await late.saveAnswer('quiz', slug, { capital: 'paris' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('QUIZ_TIME_UP');
    }

    const justInTime = await guestOf(t);
    expect((await justInTime.saveState('quiz', slug, 'capital', {})).statusCode).toBe(200);
    await t.app.db
      .update(surveyStates)
      .set({ startedAt: new Date(Date.now() - 70_000) })
      .where(eq(surveyStates.customerId, await customerOf(justInTime.cookie)));
    expect((await justInTime.saveState('quiz', slug, 'colours', { capital: 'paris' })).json().code).toBe(
      'QUIZ_TIME_UP',
    );
    expect((await justInTime.saveAnswer('quiz', slug, { capital: 'paris' })).statusCode).toBe(200);
  });

  /** The customer behind a guest cookie (`gl_customer=<id>.<signature>`). */
  const customerOf = async (cookie: string) => cookie.split('=')[1]!.split('.')[0]!;

  it('gives a passed participant a certificate and a failed one the result, as PDF', async () => {
    const slug = await company.survey('quiz', QUIZ, { title: 'Harbour safety quiz' });
    const passer = await guestOf(t);
    await passer.saveAnswer('quiz', slug, { capital: 'paris', colours: ['red', 'green'] });
    const certificate = await passer.quizPdf(slug);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toContain(`${slug}-certificate.pdf`);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageSize(certificate.rawPayload)).toEqual(['841.89', '595.28']);
    expect(certificate.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);

    const failer = await guestOf(t);
    await failer.saveAnswer('quiz', slug, { capital: 'rome' });
    const result = await failer.quizPdf(slug);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-disposition']).toContain(`${slug}-result.pdf`);
    expect(pageSize(result.rawPayload)).toEqual(['595.28', '841.89']);

    const noCertificate = await company.survey('quiz', {
      ...QUIZ,
      quiz: { passMark: 60, certificate: false },
    });
    const winner = await guestOf(t);
    await winner.saveAnswer('quiz', noCertificate, { capital: 'paris', colours: ['red', 'green'] });
    const plain = await winner.quizPdf(noCertificate);
    expect(plain.headers['content-disposition']).toContain('-result.pdf');
  });

  it.each([
    ['zh', '港口安全测验', /DroidSansFallback/],
    ['ar', 'اختبار السلامة في المرفأ', /DejaVuSans/],
    ['ge', 'ნავსადგურის უსაფრთხოების ქვიზი', /DejaVuSans/],
    ['uk', 'Тест з безпеки в гавані', /DejaVuSans/],
  ] as const)('prints a quiz in %s with its own script', async (language, title, font) => {
    const slug = await company.survey('quiz', QUIZ, { title, language });
    const guest = await guestOf(t);
    await guest.saveAnswer('quiz', slug, { capital: 'rome' });
    const failed = await guest.quizPdf(slug, language);
    expect(failed.statusCode).toBe(200);
    expect(failed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(failed.rawPayload.toString('latin1')).toMatch(font);
    const passer = await guestOf(t);
    await passer.saveAnswer('quiz', slug, { capital: 'paris', colours: ['red', 'green'] });
    expect((await passer.quizPdf(slug, language)).statusCode).toBe(200);
  });
});
