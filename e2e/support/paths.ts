// Where things are, and the settings the browser suite shares between its files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const apiServerEntry = path.join(repoRoot, 'apps/api/dist/server.js');
/** The node flags the product ships with (`npm start` uses the same). */
export const apiNodeFlags: string[] = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/api/node-flags.json'), 'utf8'),
).flags;
export const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repoRoot, 'apps/web/dist');
export const screenshotDir = path.join(repoRoot, 'docs/screenshots');

/** Debian's Chromium; the suite never downloads a browser of its own. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws a message that says what to do when the build or the browser is missing. */
export function assertPrerequisites(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `The browser suite needs Debian's Chromium at ${chromiumPath}, and it is missing.\n` +
        '  Install it with: apt-get update && apt-get install -y --no-install-recommends chromium\n' +
        '  (or point CHROMIUM_PATH at another Chromium). The suite never downloads a browser.',
    );
  }
  const missing = [apiServerEntry, path.join(webDist, 'index.html')].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The browser suite runs the built product, and the build is missing:\n${missing
        .map((file) => `  - ${path.relative(repoRoot, file) || file}`)
        .join('\n')}\n  Run \`npm run build\` first (\`npm run test:e2e\` builds, then runs the suite).`,
    );
  }
}

/** Values that global setup hands to the test workers (through the environment). */
export const ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  serverLog: 'E2E_SERVER_LOG',
  smtpPort: 'E2E_SMTP_PORT',
} as const;

/**
 * How many journeys run at once, each lane with a product, a mail server and a demo company of
 * its own (support/global-setup.ts): on two cores, one journey's waits are the other's time.
 */
export const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2) || 2);

/** The lane of this worker: Playwright numbers the workers running at the same time from 0. */
export const laneOfWorker = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0) % LANES;

/** The variable global setup sets for `lane`. */
export const laneVariable = (name: (typeof ENV)[keyof typeof ENV], lane: number) => `${name}_${lane}`;

/** A value global setup handed to this worker's lane. */
export function fromSetup(name: (typeof ENV)[keyof typeof ENV]): string {
  const value = process.env[laneVariable(name, laneOfWorker())];
  if (!value) throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts`);
  return value;
}
