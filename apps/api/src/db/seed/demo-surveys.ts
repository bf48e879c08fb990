import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  scoreQuiz,
  type TSurveyContent,
  validateSubmission,
  withQuizPolicyDefaults,
  ZSurveyContent,
} from '@guestloop/contracts';
import type { DbOrTx } from '../client';
import { customers, surveyAnswers, surveyStates, surveys } from '../schema';
import { seededRandom } from './demo-history-random';
import { PULSE_ANSWERS, quizAnswers, type RawAnswers, visitAnswers } from './demo-surveys-answers';
import { DEMO_SURVEYS, type DemoSurvey } from './demo-surveys-content';

/**
 * The demo café's published guest survey, team e-NPS survey and coffee quiz, with the answers of
 * the last weeks, so each kind's results page has figures on first start: about forty visit
 * answers, seven team answers (above the anonymity threshold, kept without a customer and with the
 * hour only, as the answering side keeps them) and a dozen scored quiz answers. Every answer is
 * checked with the answering page's own rules before it is stored; the same seed gives the same
 * answers, dated back from today.
 */

const SEED = 20_240_915;
const VISIT_ANSWERS = 40;
const VISIT_DAYS = 42;
/** Days ago of the team's answers: the last three weeks. */
const PULSE_DAYS = [2, 3, 6, 8, 11, 15, 19];
/** How well each trainee knew their coffee. */
const QUIZ_SKILLS = [0.95, 0.9, 0.85, 0.8, 0.8, 0.7, 0.65, 0.6, 0.55, 0.5, 0.4, 0.3];
const MINUTE = 60_000;
const DAY = 86_400_000;

interface Finished {
  customerId: string;
  answers: RawAnswers;
  finishedAt: Date;
  startedAt: Date;
}

function contentOf(survey: DemoSurvey): TSurveyContent {
  return withQuizPolicyDefaults(ZSurveyContent.parse(survey.content));
}

/** The answers as the answering side stores them; a seed answer it would refuse stops the seed. */
function checked(survey: DemoSurvey, content: TSurveyContent, raw: RawAnswers) {
  const check = validateSubmission(content, raw, { final: true });
  if (!check.ok) throw new Error(`demo ${survey.slug}: ${JSON.stringify(check.issues)}`);
  return check.answers;
}

/** A guest identity's stored hash, of a secret nobody holds: the demo's guests never come back. */
const unusedBrowserHash = () =>
  createHash('sha256').update(randomBytes(24).toString('base64url')).digest('base64url');

const startOfHour = (date: Date) => new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000);

export async function seedDemoSurveys(tx: DbOrTx, structureId: string, locationId: string) {
  const random = seededRandom(SEED);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const dayOf = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);
  const made = new Date(today - (VISIT_DAYS + 14) * DAY);

  const rows = await tx
    .insert(surveys)
    .values(
      Object.values(DEMO_SURVEYS).map((survey) => ({
        structureId,
        locationId,
        kind: survey.kind,
        slug: survey.slug,
        title: survey.title,
        language: 'en',
        content: contentOf(survey),
        isActive: true,
        createdAt: made,
        updatedAt: made,
      })),
    )
    .returning({ id: surveys.id, slug: surveys.slug });
  const idOf = (survey: DemoSurvey) => rows.find((row) => row.slug === survey.slug)!.id;

  const visit = contentOf(DEMO_SURVEYS.visit);
  const visits: Finished[] = Array.from({ length: VISIT_ANSWERS }, () => {
    const daysAgo = random.int(1, VISIT_DAYS);
    const { answers, finishedAt } = visitAnswers(random, dayOf(daysAgo));
    const at = new Date(today - daysAgo * DAY + finishedAt * MINUTE);
    return {
      customerId: randomUUID(),
      answers: checked(DEMO_SURVEYS.visit, visit, answers),
      finishedAt: at,
      startedAt: new Date(at.getTime() - random.int(2, 6) * MINUTE),
    };
  });

  const pulse = contentOf(DEMO_SURVEYS.pulse);
  const pulses: Finished[] = PULSE_ANSWERS.map((answers, i) => {
    const at = new Date(today - PULSE_DAYS[i]! * DAY + random.int(9 * 60, 22 * 60) * MINUTE);
    // The hour only, the start too: nothing may tie an employee's answer to a minute.
    return {
      customerId: randomUUID(),
      answers: checked(DEMO_SURVEYS.pulse, pulse, answers),
      finishedAt: startOfHour(at),
      startedAt: startOfHour(at),
    };
  });

  const quiz = contentOf(DEMO_SURVEYS.quiz);
  const quizzes: Finished[] = QUIZ_SKILLS.map((skill) => {
    const at = new Date(today - random.int(1, 30) * DAY + random.int(8 * 60, 20 * 60) * MINUTE);
    return {
      customerId: randomUUID(),
      answers: checked(DEMO_SURVEYS.quiz, quiz, quizAnswers(random, skill)),
      finishedAt: at,
      startedAt: new Date(at.getTime() - random.int(2, 8) * MINUTE),
    };
  });

  const all = [
    ...visits.map((f) => ({ ...f, survey: DEMO_SURVEYS.visit })),
    ...pulses.map((f) => ({ ...f, survey: DEMO_SURVEYS.pulse })),
    ...quizzes.map((f) => ({ ...f, survey: DEMO_SURVEYS.quiz })),
  ];
  // Three guests stopped half-way through the visit survey: the "started" figure.
  const unfinished = [3, 1, 5].map((daysAgo, i) => ({
    customerId: randomUUID(),
    answers: checked(DEMO_SURVEYS.visit, visit, { occasion: ['coffee', 'lunch', 'work'][i]!, overall: 4 }),
    at: new Date(today - daysAgo * DAY + (11 + 3 * i) * 60 * MINUTE),
  }));

  const guests = [
    ...all.map((f) => ({ id: f.customerId, at: f.startedAt })),
    ...unfinished.map((u) => ({ id: u.customerId, at: u.at })),
  ];
  await tx
    .insert(customers)
    .values(
      guests.map(({ id, at }) => ({ id, browserHash: unusedBrowserHash(), createdAt: at, lastSeenAt: at })),
    );
  await tx.insert(surveyStates).values([
    ...all.map((f) => ({
      structureId,
      surveyId: idOf(f.survey),
      customerId: f.customerId,
      answers: {},
      questionId: null,
      startedAt: f.startedAt,
      updatedAt: f.finishedAt,
      finishedAt: f.finishedAt,
    })),
    ...unfinished.map((u) => ({
      structureId,
      surveyId: idOf(DEMO_SURVEYS.visit),
      customerId: u.customerId,
      answers: u.answers,
      questionId: 'ordered',
      startedAt: u.at,
      updatedAt: new Date(u.at.getTime() + MINUTE),
    })),
  ]);
  await tx.insert(surveyAnswers).values(
    all.map((f) => {
      const anonymous = f.survey.kind === 'enps';
      const score = f.survey.kind === 'quiz' ? scoreQuiz(quiz, f.answers, quiz.quiz?.passMark ?? null) : null;
      return {
        structureId,
        surveyId: idOf(f.survey),
        customerId: anonymous ? null : f.customerId,
        locationId,
        language: 'en',
        answers: f.answers,
        quizPoints: score?.points ?? null,
        quizMaxPoints: score?.maxPoints ?? null,
        quizPercent: score?.percent ?? null,
        quizPassed: score?.passed ?? null,
        finishedAt: f.finishedAt,
      };
    }),
  );
  return { surveys: rows.length, answers: all.length };
}
