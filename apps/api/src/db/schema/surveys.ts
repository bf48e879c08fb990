import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, createdAt, updatedAt } from './columns';
import { customers } from './orders';
import { locations } from './structure';

/**
 * Surveys, e-NPS surveys and quizzes (SPEC point 3 "Survey / metric", point 4): one table with a
 * kind. The questions and the texts of every screen live in `content` (shaped by the contracts'
 * ZSurveyContent); the columns hold what is searched, joined or checked on every answer.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** survey, enps or quiz. */
    kind: text('kind').notNull(),
    /** Public: the page is /user/p/{survey|enps|quiz}/{slug}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    language: text('language').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    logoUrl: text('logo_url'),
    headerUrl: text('header_url'),
    /** Published: guests may open and answer it. */
    isActive: boolean('is_active').notNull().default(false),
    /** The last day answers are taken, on the company's clock. */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('surveys_slug_uq').on(t.slug),
    index('surveys_structure_idx').on(t.structureId, t.kind, t.createdAt),
  ],
);

/**
 * Where a customer is in a survey (SPEC point 4: the intermediate state per customer): the
 * answers so far and the question they were at, saved page by page so any later visit with the
 * same guest identity resumes there. `finishedAt` marks a customer who sent the final answer
 * (their answers are then cleared here: the answer row holds them, or on e-NPS nothing links them).
 */
export const surveyStates = pgTable(
  'survey_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    questionId: text('question_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('survey_states_customer_uq').on(t.surveyId, t.customerId),
    index('survey_states_survey_idx').on(t.surveyId, t.updatedAt),
  ],
);

/**
 * A final answer. `customerId` is null on e-NPS (employees answer anonymously) and when the
 * customer is gone; `language` is the one the answers were given in (translatable answers are
 * shown in the manager's language by the translation work). Quiz answers keep their score.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The survey's location when it was answered. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    quizPoints: real('quiz_points'),
    quizMaxPoints: real('quiz_max_points'),
    quizPercent: integer('quiz_percent'),
    quizPassed: boolean('quiz_passed'),
    /** e-NPS: the hour only, so the time cannot tie an answer to whoever finished then. */
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_answers_survey_idx').on(t.surveyId, t.finishedAt),
    index('survey_answers_structure_idx').on(t.structureId, t.finishedAt),
  ],
);
