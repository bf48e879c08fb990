// Surveys, two measurements on the demo's published visit survey (linden-visit):
//  - answer submission: POST /api/v1/survey/{slug}/save-answer through the built product, each
//    answer from a guest identity of its own (made the way the survey page makes one, before the
//    measured batch), against the bare insert of the same answer — the API's own repository
//    functions writing the same rows (the guest's finished state and the answer) in one
//    transaction into a PGlite database set up the same way, without HTTP, the survey's lookup or
//    validation. Both sides write the same number of answers per round with the same concurrency,
//    in alternated rounds; goal: the API keeps ≥ 0.5× the bare insert's answers/s (median). Then
//    an audit: the product's database holds exactly the answers sent, each of a guest of its own.
//  - the public page's first load (/user/p/survey/linden-visit) in Chromium as a phone: all bytes
//    on the wire, goal ≤ 150 KB; Largest Contentful Paint against a static HTML page of the same
//    survey's first screen served by the same server, goal ≤ 1.5× (medians of alternated runs).
// Settings: BENCH_SURVEY_ANSWERS (600 per side and round), BENCH_SURVEY_WARMUP (300 per slice),
// BENCH_ROUNDS (5), BENCH_CONNECTIONS (16 answers in flight), BENCH_PAGE_RUNS (9), BENCH_SURVEYS_PART
// (answers or page: that measurement only).
import path from 'node:path';
import { migrationsFolder, startBundledWorker } from '../lib/bundled-worker.mjs';
import { pageAgainstStatic } from '../lib/page-loads.mjs';
import { makeSurveyGuests } from '../lib/survey-guests.mjs';
import { staticSurveyHtml } from '../lib/survey-page.mjs';
import { apiBatch, compareWrites, measureBatch, ratioVerdict, settle } from '../lib/write-rounds.mjs';

const setting = (name, fallback, min) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const ANSWERS = setting('BENCH_SURVEY_ANSWERS', 600, 50);
const WARMUP = setting('BENCH_SURVEY_WARMUP', 300, 0);
const ROUNDS = setting('BENCH_ROUNDS', 5, 3);
const CONCURRENCY = setting('BENCH_CONNECTIONS', 16, 1);
const PAGE_RUNS = setting('BENCH_PAGE_RUNS', 9, 1);
const MIN_RATIO = 0.5;
const MAX_KB = 150;
const MAX_LCP_RATIO = 1.5;

const SLUG = 'linden-visit';
const PAGE_PATH = `/user/p/survey/${SLUG}`;
const STATIC_FILE = 'bench-static-survey.html';

/** Answers in turn, as guests send them: a short one, full ones, and the unhappy ones that say why. */
const BODIES = [
  {
    occasion: 'breakfast',
    overall: 5,
    ordered: ['coffee', 'breakfast'],
    seat: 'terrace',
    heard: 'friends',
    wishlist: ['brunch'],
    recommend: 10,
    party: 2,
    favourite: 'Cardamom bun',
    arrived: '9:30',
  },
  { occasion: 'coffee', overall: 4 },
  {
    occasion: 'lunch',
    overall: 2,
    'went-wrong':
      'We waited forty minutes for two sandwiches and nobody told us why. The soup came out cold.',
    ordered: ['main', 'coffee'],
    recommend: 3,
    email: 'guest@example.com',
    phone: '07700 900456',
  },
  { occasion: 'work', overall: 3, ordered: ['coffee', 'pastry'], seat: 'hall', heard: 'maps', recommend: 7 },
  {
    occasion: 'dinner',
    overall: 1,
    'went-wrong': 'Asked for oat milk, got dairy.',
    ordered: ['main', 'wine', 'dessert'],
    seat: 'bar',
    heard: 'instagram',
    wishlist: ['vegan', 'cocktails'],
    recommend: 0,
    party: '4',
    favourite: 'The bread',
    'visit-date': '2026-05-04',
    arrived: '19:15',
    email: 'ellie@example.com',
    phone: '+44 7700 900123',
    post: 'https://www.instagram.com/p/C8lindenbrunch/',
  },
];

/** (a) save-answer through the product against the bare insert, then the audit. */
async function answerWrites({ scratch, startProduct, fmt, median }) {
  const stops = [];
  // The demo's own answers lie before today: answers made from now on are the ones this run sent.
  const since = new Date().toISOString();
  try {
    // One after the other: two demo seeds at once on a busy host outlast the product's start-up wait.
    const productDir = path.join(scratch, 'product');
    const product = await startProduct({
      dataDir: productDir,
      logFile: path.join(scratch, 'server.log'),
      env: { SEED_DEMO: '1', TRUST_PROXY: '1' },
    });
    stops.push(product.stop);
    const bare = await startBundledWorker('survey-db.entry.ts');
    stops.push(bare.stop);
    await bare.call('open', { dataDir: path.join(scratch, 'bare', 'db'), migrationsFolder });
    await bare.call('prepare', { slug: SLUG, bodies: BODIES });
    console.log(
      `  survey ${SLUG}: ${BODIES.length} answers in turn, ${ANSWERS} per side and round, ` +
        `${CONCURRENCY} in flight, ${ROUNDS} rounds; a fresh guest identity per answer`,
    );

    let apiSent = 0;
    const sentByBody = BODIES.map(() => 0);
    const sides = {
      async api(label, count) {
        const cookies = await makeSurveyGuests({
          baseUrl: product.baseUrl,
          slug: SLUG,
          count,
          concurrency: CONCURRENCY,
          addressBlock: 60,
          addressStart: apiSent,
        });
        await settle(product.pid);
        const job = {
          baseUrl: product.baseUrl,
          path: `/api/v1/survey/${SLUG}/save-answer`,
          bodies: BODIES.map((answers) => ({ answers })),
          cookies,
          count,
          concurrency: CONCURRENCY,
          keyPrefix: `api-${label}`,
          addressBlock: 100,
          addressStart: apiSent,
        };
        for (let n = 0; n < count; n++) sentByBody[n % BODIES.length] += 1;
        apiSent += count;
        return apiBatch(product, job, `survey answers ${label}`);
      },
      async bare(_label, count) {
        await bare.call('make-guests', { count });
        return measureBatch(bare.pid, count, () =>
          bare.call('insert-answers', { count, concurrency: CONCURRENCY }),
        );
      },
    };
    const { ratio } = await compareWrites({
      sides,
      count: ANSWERS,
      warmup: WARMUP,
      rounds: ROUNDS,
      unit: 'survey answers',
      fmt,
      median,
    });

    await product.stop();
    const audit = await bare.call('audit', {
      dataDir: path.join(productDir, 'db'),
      slug: SLUG,
      bodies: BODIES,
      since,
    });
    console.log(
      `  product database: ${audit.answers} answers (${apiSent} sent) from ${audit.guests} guests, ` +
        `${audit.finished} finished states; per answer body ${audit.byBody.join('/')} ` +
        `(sent ${sentByBody.join('/')}), ${audit.unmatched} unlike any sent`,
    );
    const auditOk =
      audit.answers === apiSent &&
      audit.guests === apiSent &&
      audit.finished === apiSent &&
      audit.unmatched === 0 &&
      audit.byBody.every((n, i) => n === sentByBody[i]);
    const ratioOk = ratioVerdict({ unit: 'survey answers', ratio, goal: MIN_RATIO, rounds: ROUNDS, fmt });
    console.log(
      auditOk
        ? 'PASS survey answers: the product database holds exactly the answers sent, each of its own guest'
        : 'FAIL survey answers: the product database does not hold exactly the answers sent',
    );
    return ratioOk && auditOk;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** The survey's public view as a first-time guest reads it. */
async function publicView(baseUrl) {
  const made = await fetch(`${baseUrl}/api/v1/customer/create/survey/${SLUG}`, { method: 'POST' });
  const cookie = made.headers.getSetCookie()[0]?.split(';')[0];
  const view = await fetch(`${baseUrl}/api/v1/survey/view/${SLUG}`, { headers: { cookie } });
  if (!view.ok) throw new Error(`survey view: ${view.status} ${await view.text()}`);
  return view.json();
}

/** (b) the public page's first load on a phone against a static page of its first screen. */
function surveyPage(context) {
  return pageAgainstStatic(context, {
    label: 'survey page',
    pagePath: PAGE_PATH,
    staticFile: STATIC_FILE,
    read: publicView,
    staticHtml: staticSurveyHtml,
    heading: (survey) => survey.title,
    runs: PAGE_RUNS,
    maxKb: MAX_KB,
    maxLcpRatio: MAX_LCP_RATIO,
  });
}

/** @type {import('./types').Scenario} */
export default {
  name: 'surveys',
  description: `POST /survey/${SLUG}/save-answer vs. the bare insert; first load of ${PAGE_PATH} on a phone vs. a static page`,
  async run(context) {
    const only = process.env.BENCH_SURVEYS_PART;
    const writesOk = only === 'page' ? true : await answerWrites(context);
    const pageOk = only === 'answers' ? true : await surveyPage(context);
    return writesOk && pageOk;
  },
};
