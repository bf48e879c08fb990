// The call the console's Statistics overview makes (apps/web/src/features/statistics/routes/
// overview-page.tsx with api/get-rating-stats.ts): POST /stat/data/overview, which answers the
// headline with the period before, the score trend, the review counts, the location grades, the
// metric table and the 7×24 heat map at once, for one of its period presets; and the periods
// themselves as its filters compute them (components/filters.ts). `BENCH_STATS_CALLS=parts` asks
// for the six parts one call each instead (the calls a page of the spec's endpoints would make).
import http from 'node:http';

/** The venue's today (YYYY-MM-DD) on its own clock. */
export function todayIn(timeZone) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

const addDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthStart = (day, n) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
};

/** The presets measured: "last 30 days" by day, "last 12 months" by month. */
export const PERIODS = {
  '30 days': (today) => ({ from: addDays(today, -29), to: today, granularity: 'day' }),
  '12 months': (today) => ({ from: monthStart(today, -11), to: today, granularity: 'month' }),
};

const ONE_CALL = (process.env.BENCH_STATS_CALLS ?? 'overview') !== 'parts';

export function overviewCalls(period) {
  const body = JSON.stringify(period);
  const query = new URLSearchParams(period).toString();
  if (ONE_CALL) return [{ name: 'overview', method: 'POST', path: '/api/v1/stat/data/overview', body }];
  return [
    { name: 'headline', method: 'POST', path: '/api/v1/stat/data/review-scores-analytic', body },
    { name: 'scoreTrend', method: 'POST', path: '/api/v1/stat/data/score-rate-period', body },
    { name: 'reviewCounts', method: 'POST', path: '/api/v1/stat/data/review-trend-period', body },
    { name: 'grades', method: 'GET', path: `/api/v1/stat/location/grades?${query}` },
    { name: 'metrics', method: 'GET', path: `/api/v1/stat/metric?${query}` },
    { name: 'heatMap', method: 'GET', path: `/api/v1/stat/structure/reviews-by-hours?${query}` },
  ];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function call(baseUrl, cookie, { method, path, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          cookie,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200)
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`));
          else resolve(JSON.parse(text));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

/**
 * The overview's calls one after the other, as a signed-in member; resolves to the milliseconds
 * they took (in all and by call) and the counts they came to (compared with the bare queries' counts).
 */
export async function apiOverview(baseUrl, cookie, period) {
  const answers = {};
  const parts = {};
  const started = performance.now();
  for (const request of overviewCalls(period)) {
    const began = performance.now();
    const answer = await call(baseUrl, cookie, request);
    if (request.name === 'overview') Object.assign(answers, answer);
    else answers[request.name] = answer;
    parts[request.name] = performance.now() - began;
  }
  const ms = performance.now() - started;
  return {
    ms,
    parts,
    counts: {
      current: answers.headline.current.count,
      previous: answers.headline.previous.count,
      trend: sum(answers.scoreTrend.buckets.map((b) => b.count)),
      reviewCounts: sum(answers.reviewCounts.buckets.map((b) => b.count)),
      grades: sum(answers.grades.items.filter((l) => l.parentId === null).map((l) => l.count)),
      metrics: sum(answers.metrics.items.map((m) => m.figures.count)),
      heatMap: sum(answers.heatMap.days.flatMap((d) => d.hours.map((h) => h.count))),
    },
  };
}
