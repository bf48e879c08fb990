// The database side of the survey answer benchmark, bundled by lib/bundled-worker.mjs at bench time
// and run as its own process. `insert-answers` writes what POST /survey/{slug}/save-answer writes
// with the API's own repository functions — the guest's finished state and the answer, in one
// transaction — without HTTP, the survey's lookup or validation: the floor the API is compared
// with. `audit` reads the product's database after it stopped, to check it holds exactly the
// answers the guests sent.
import { randomBytes } from 'node:crypto';
import { type TSurveyAnswers, validateSubmission } from '@guestloop/contracts';
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { customers, surveyAnswers, surveyStates } from '../../apps/api/src/db/schema';
import { seedDemo } from '../../apps/api/src/db/seed/demo';
import * as answersRepo from '../../apps/api/src/modules/answers/answers.repo';
import { findSurveyForGuest, type SurveyForGuest } from '../../apps/api/src/modules/surveys';

type Command =
  | { cmd: 'open'; dataDir: string; migrationsFolder: string }
  | { cmd: 'prepare'; slug: string; bodies: Record<string, unknown>[] }
  | { cmd: 'make-guests'; count: number }
  | { cmd: 'insert-answers'; count: number; concurrency: number }
  | { cmd: 'audit'; dataDir: string; slug: string; bodies: Record<string, unknown>[]; since: string }
  | { cmd: 'close' };

let database: Database | null = null;
let survey: SurveyForGuest | null = null;
/** The answers as the API stores them after its checks, one per body, taken in turn. */
let stored: TSurveyAnswers[] = [];
/** Guest identities made for the next batch, one per answer. */
let guests: string[] = [];

function open(): Database {
  if (!database) throw new Error('open the database first');
  return database;
}

/** A fresh data dir set up as the product sets up its own: migrations, then the demo company. */
async function openDatabase(dataDir: string, migrationsFolder: string) {
  database = await createDatabase({ dataDir });
  await database.migrate(migrationsFolder);
  await seedDemo(database.db);
  return { driver: database.driver };
}

/** What the API would store for each body (it refuses none: the scenario sends valid answers). */
function storedForms(content: SurveyForGuest['content'], bodies: Record<string, unknown>[]) {
  return bodies.map((answers, i) => {
    const check = validateSubmission(content, answers, { final: true });
    if (!check.ok) throw new Error(`body ${i} would be refused: ${JSON.stringify(check.issues)}`);
    return check.answers;
  });
}

async function prepare(slug: string, bodies: Record<string, unknown>[]) {
  survey = await findSurveyForGuest(open().db, 'survey', slug);
  if (!survey?.isActive) throw new Error(`survey ${slug} is not published`);
  stored = storedForms(survey.content, bodies);
  return { surveyId: survey.id, bodies: stored.length };
}

/** Guest identities as POST /customer/create makes them (outside the measured batch). */
async function makeGuests(count: number) {
  const rows = await open()
    .db.insert(customers)
    .values(Array.from({ length: count }, () => ({ browserHash: randomBytes(24).toString('base64url') })))
    .returning({ id: customers.id });
  guests = rows.map((row) => row.id);
  return { guests: guests.length };
}

/** The transaction of answers.service saveAnswer for a survey (not e-NPS, not a quiz). */
async function insertAnswers(count: number, concurrency: number) {
  const s = survey;
  if (!s) throw new Error('prepare first');
  if (guests.length < count) throw new Error(`make ${count} guests first (${guests.length})`);
  const batch = guests;
  guests = [];
  const { db } = open();
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    for (let n = next++; n < count; n = next++) {
      const customerId = batch[n]!;
      const finishedAt = new Date();
      await db.transaction(async (tx) => {
        const finished = await answersRepo.finishState(tx, {
          structureId: s.structureId,
          surveyId: s.id,
          customerId,
          finishedAt,
        });
        if (!finished) throw new Error('answered twice');
        await answersRepo.insertAnswer(tx, {
          structureId: s.structureId,
          surveyId: s.id,
          customerId,
          locationId: s.locationId,
          language: 'en',
          answers: stored[n % stored.length]!,
          quizPoints: null,
          quizMaxPoints: null,
          quizPercent: null,
          quizPassed: null,
          finishedAt,
        });
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { answers: count, elapsedMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** JSON with its keys sorted, so two equal answers compare equal whatever order jsonb keeps. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * The answers the product's database holds for the survey since the run began (the demo's own
 * answers all lie before today), how many of each body, and whether every one belongs to a guest
 * of its own whose state is finished.
 */
async function audit(command: Extract<Command, { cmd: 'audit' }>) {
  const product = await createDatabase({ dataDir: command.dataDir });
  try {
    const found = await findSurveyForGuest(product.db, 'survey', command.slug);
    if (!found) throw new Error(`survey ${command.slug} not found in the product's database`);
    const expected = storedForms(found.content, command.bodies).map(canonical);
    const rows = await product.db
      .select({ customerId: surveyAnswers.customerId, answers: surveyAnswers.answers })
      .from(surveyAnswers)
      .where(
        and(eq(surveyAnswers.surveyId, found.id), gte(surveyAnswers.finishedAt, new Date(command.since))),
      );
    const byBody = expected.map(() => 0);
    let unmatched = 0;
    for (const row of rows) {
      const index = expected.indexOf(canonical(row.answers));
      if (index < 0) unmatched += 1;
      else byBody[index]! += 1;
    }
    const ids = [...new Set(rows.map((row) => row.customerId).filter((id): id is string => id !== null))];
    let finished = 0;
    for (let i = 0; i < ids.length; i += 1000) {
      const states = await product.db
        .select({ customerId: surveyStates.customerId })
        .from(surveyStates)
        .where(
          and(
            eq(surveyStates.surveyId, found.id),
            inArray(surveyStates.customerId, ids.slice(i, i + 1000)),
            isNotNull(surveyStates.finishedAt),
          ),
        );
      finished += states.length;
    }
    return { answers: rows.length, guests: ids.length, finished, byBody, unmatched };
  } finally {
    await product.close();
  }
}

async function handle(command: Command) {
  switch (command.cmd) {
    case 'open':
      return openDatabase(command.dataDir, command.migrationsFolder);
    case 'prepare':
      return prepare(command.slug, command.bodies);
    case 'make-guests':
      return makeGuests(command.count);
    case 'insert-answers':
      return insertAnswers(command.count, command.concurrency);
    case 'audit':
      return audit(command);
    case 'close':
      await database?.close();
      database = null;
      return {};
  }
}

process.on('message', (command: Command) => {
  handle(command).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
process.on('disconnect', () => {
  void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
});
