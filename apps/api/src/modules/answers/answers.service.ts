import {
  scoreQuiz,
  submissionIssueDetails,
  type TLanguage,
  type TQuizResult,
  type TSavedSurveyAnswer,
  type TSurveyKind,
  type TSurveyPublic,
  type TSurveyState,
  validateSubmission,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { GuestContext } from '../../plugins/access';
import type { SurveyForGuest } from '../surveys';
import { isExpired, isQuizTimeUp, QUIZ_GRACE_MS, quizResultOf, startOfHour, stateOf } from './answer-rules';
import * as repo from './answers.repo';
import { surveyPublicView } from './public-view';
import { renderQuizPdf } from './quiz-pdf';

type AnswersApp = Pick<FastifyInstance, 'db' | 'events' | 'guestSurveys'>;
type Answers = Record<string, unknown>;

/**
 * A published survey of the kind, from the process's cache of the guests' surveys; an unknown,
 * unpublished or other kind's slug is 404.
 */
async function publishedSurvey(app: AnswersApp, kind: TSurveyKind, slug: string): Promise<SurveyForGuest> {
  const survey = await app.guestSurveys.ofKind(kind, slug);
  if (!survey?.isActive) throw notFound('Survey');
  return survey;
}

/**
 * A write against the cached survey. When the survey or its location was deleted a moment ago by
 * another process (its notice not heard yet), the write fails on its reference: the survey is
 * read again from the database and the write judged once more.
 */
async function againIfGone<T>(app: AnswersApp, slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    app.guestSurveys.forget(slug);
    return write();
  }
}

const closed = () => conflict('SURVEY_CLOSED', 'The survey no longer takes answers');
const alreadyAnswered = () => conflict('SURVEY_ALREADY_ANSWERED', 'The final answer was sent already');
const timeUp = () => conflict('QUIZ_TIME_UP', 'The time for this quiz is up');

const invalidAnswers = (issues: Parameters<typeof submissionIssueDetails>[0]) =>
  new AppError(400, 'VALIDATION_FAILED', 'Some answers are not acceptable', submissionIssueDetails(issues));

/** The public page of the quiz result's PDF. */
export const quizPdfPath = (slug: string) => `/api/v1/quiz/answer/${encodeURIComponent(slug)}/pdf`;

/** GET {kind}/view/{slug}: the page, with where this guest left off or whether they finished. */
export async function view(
  app: AnswersApp,
  kind: TSurveyKind,
  slug: string,
  guest: GuestContext,
): Promise<TSurveyPublic> {
  const survey = await publishedSurvey(app, kind, slug);
  const state = await repo.findState(app.db, survey.id, guest.id);
  const finished = state?.finishedAt != null;
  return surveyPublicView(survey, { state: state && !finished ? stateOf(state) : null, finished });
}

/**
 * The checks every save makes before reading the answers: open, not finished, in time. The
 * guest's state is read only for a quiz with a time limit (when it started); otherwise a finished
 * guest is refused by the write itself, whose upsert never reopens a finished state.
 */
async function checkOpen(app: AnswersApp, survey: SurveyForGuest, guest: GuestContext, graceMs: number) {
  if (isExpired(survey.expiresOn, survey.timeZone)) throw closed();
  const timeLimit = survey.content.quiz?.timeLimitMinutes;
  if (!timeLimit) return;
  const state = await repo.findState(app.db, survey.id, guest.id);
  if (state?.finishedAt) throw alreadyAnswered();
  if (isQuizTimeUp(timeLimit, state?.startedAt ?? null, new Date(), graceMs)) throw timeUp();
}

/**
 * POST {kind}/{slug}/save-state/{questionId}: the answers so far, each checked as the final save
 * would but for required questions, kept with the question the guest is at.
 */
export async function saveState(
  app: AnswersApp,
  kind: TSurveyKind,
  slug: string,
  questionId: string,
  answers: Answers,
  guest: GuestContext,
): Promise<TSurveyState> {
  return againIfGone(app, slug, () => saveStateOnce(app, kind, slug, questionId, answers, guest));
}

async function saveStateOnce(
  app: AnswersApp,
  kind: TSurveyKind,
  slug: string,
  questionId: string,
  answers: Answers,
  guest: GuestContext,
): Promise<TSurveyState> {
  const survey = await publishedSurvey(app, kind, slug);
  await checkOpen(app, survey, guest, 0);
  const check = validateSubmission(survey.content, answers, { final: false });
  if (!check.ok) throw invalidAnswers(check.issues);
  if (!check.visibleQuestionIds.includes(questionId)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Not a question this guest is asked', [
      {
        path: 'params.questionId',
        code: 'invalid_value',
        message: 'Not a question asked with these answers',
      },
    ]);
  }
  const saved = await repo.saveState(app.db, {
    structureId: survey.structureId,
    surveyId: survey.id,
    customerId: guest.id,
    answers: check.answers,
    questionId,
  });
  if (!saved) throw alreadyAnswered();
  return stateOf(saved);
}

/**
 * POST {kind}/{slug}/save-answer: the final answer, required questions enforced. The answer is
 * stored and the guest's state marked finished (its answers cleared) in one transaction; a quiz
 * is scored. An e-NPS answer keeps no customer and only the hour it was finished in.
 */
export async function saveAnswer(
  app: AnswersApp,
  kind: TSurveyKind,
  slug: string,
  answers: Answers,
  guest: GuestContext,
  language: TLanguage,
): Promise<TSavedSurveyAnswer> {
  const { survey, answer } = await againIfGone(app, slug, () =>
    storeAnswer(app, kind, slug, answers, guest, language),
  );
  await app.events.emit('survey.answered', {
    structureId: survey.structureId,
    surveyId: survey.id,
    kind: survey.kind,
  });
  return {
    id: answer.id,
    finishedAt: answer.finishedAt.toISOString(),
    quiz: kind === 'quiz' ? resultOf(survey, answer) : null,
  };
}

async function storeAnswer(
  app: AnswersApp,
  kind: TSurveyKind,
  slug: string,
  answers: Answers,
  guest: GuestContext,
  language: TLanguage,
) {
  const survey = await publishedSurvey(app, kind, slug);
  await checkOpen(app, survey, guest, QUIZ_GRACE_MS);
  const check = validateSubmission(survey.content, answers, { final: true });
  if (!check.ok) throw invalidAnswers(check.issues);
  const quiz = survey.content.quiz;
  const score = kind === 'quiz' ? scoreQuiz(survey.content, check.answers, quiz?.passMark ?? null) : null;
  const anonymous = kind === 'enps';
  const now = new Date();
  const finishedAt = anonymous ? startOfHour(now) : now;

  const answer = await app.db.transaction(async (tx) => {
    const finished = await repo.finishState(tx, {
      structureId: survey.structureId,
      surveyId: survey.id,
      customerId: guest.id,
      finishedAt,
    });
    if (!finished) throw alreadyAnswered();
    return repo.insertAnswer(tx, {
      structureId: survey.structureId,
      surveyId: survey.id,
      customerId: anonymous ? null : guest.id,
      locationId: survey.locationId,
      language,
      answers: check.answers,
      quizPoints: score?.points ?? null,
      quizMaxPoints: score?.maxPoints ?? null,
      quizPercent: score?.percent ?? null,
      quizPassed: score?.passed ?? null,
      finishedAt,
    });
  });
  return { survey, answer };
}

function resultOf(survey: SurveyForGuest, answer: repo.AnswerRow): TQuizResult {
  return quizResultOf(
    survey.content,
    answer.answers,
    {
      points: answer.quizPoints,
      maxPoints: answer.quizMaxPoints,
      percent: answer.quizPercent,
      passed: answer.quizPassed,
    },
    answer.finishedAt,
    quizPdfPath(survey.slug),
  );
}

/** The guest's answer to a published quiz; 404 before they finished it. */
async function ownQuizAnswer(app: AnswersApp, slug: string, guest: GuestContext) {
  const survey = await publishedSurvey(app, 'quiz', slug);
  const answer = await repo.findAnswerOf(app.db, survey.id, guest.id);
  if (!answer) throw notFound('Answer');
  return { survey, answer };
}

/** GET /quiz/answer/{slug}: the guest's result. */
export async function quizResult(app: AnswersApp, slug: string, guest: GuestContext): Promise<TQuizResult> {
  const { survey, answer } = await ownQuizAnswer(app, slug, guest);
  return resultOf(survey, answer);
}

/** GET /quiz/answer/{slug}/pdf: the certificate when passed and the quiz gives one, else the result. */
export async function quizPdf(app: AnswersApp, slug: string, guest: GuestContext, language: TLanguage) {
  const { survey, answer } = await ownQuizAnswer(app, slug, guest);
  const result = resultOf(survey, answer);
  const certificate = survey.content.quiz?.certificate === true && result.passed === true;
  const bytes = await renderQuizPdf({
    quizTitle: survey.title,
    companyName: survey.companyName,
    participantName: guest.name?.trim() || null,
    result,
    certificate,
    language,
    timeZone: survey.timeZone,
  });
  return { bytes, fileName: `${survey.slug}-${certificate ? 'certificate' : 'result'}.pdf` };
}

/** GET {kind}/answer: what this guest finished, newest first. */
export async function finishedList(app: AnswersApp, kind: TSurveyKind, guest: GuestContext) {
  const rows = await repo.finishedBy(app.db, guest.id, kind);
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      finishedAt: (row.finishedAt as Date).toISOString(),
    })),
  };
}
